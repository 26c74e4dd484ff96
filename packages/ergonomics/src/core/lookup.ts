/** Read a cell of a 2-D table with 1-based (or offset) labels; throws if the table is malformed. */
export function cell(
  table: readonly (readonly number[])[],
  rowIndex: number,
  colIndex: number,
  tableName: string,
): number {
  const row = table[rowIndex];
  const v = row?.[colIndex];
  if (v === undefined) throw new RangeError(`${tableName}: no cell at [${rowIndex}][${colIndex}]`);
  return v;
}
