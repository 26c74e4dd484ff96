import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Reads a file of test/reference/ (copies of shared/reference/: the scoring methods and their test vectors). */
export function readReference(name: string): string {
  const file = fileURLToPath(new URL(`reference/${name}`, import.meta.url));
  if (!existsSync(file)) throw new Error(`reference file missing: ${file}`);
  return readFileSync(file, 'utf8');
}

/** The markdown table that follows the heading starting with `heading` (### level), as rows of cells. */
export function markdownTable(md: string, heading: string, occurrence = 0): string[][] {
  const lines = md.split('\n');
  let seen = -1;
  let i = lines.findIndex(
    (l) => l.startsWith('### ') && l.slice(4).startsWith(heading) && ++seen === occurrence,
  );
  if (i < 0) throw new Error(`no heading ${heading}`);
  while (i < lines.length && !(lines[i] ?? '').startsWith('|')) i++;
  const rows: string[][] = [];
  for (; i < lines.length && (lines[i] ?? '').startsWith('|'); i++) {
    const cells = (lines[i] ?? '')
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    if (cells.every((c) => /^-+$/.test(c))) continue;
    rows.push(cells);
  }
  return rows;
}

/** Every markdown table after a heading (a section may hold several). */
export function markdownTablesAfter(md: string, heading: string): string[][][] {
  const start = md.indexOf(`### ${heading}`);
  if (start < 0) throw new Error(`no heading ${heading}`);
  const next = md.indexOf('\n### ', start + 4);
  const section = md.slice(start, next < 0 ? undefined : next).split('\n');
  const tables: string[][][] = [];
  let cur: string[][] | null = null;
  for (const line of section) {
    if (line.startsWith('|')) {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      if (cells.every((c) => /^-+$/.test(c))) continue;
      cur ??= [];
      cur.push(cells);
    } else if (cur) {
      tables.push(cur);
      cur = null;
    }
  }
  if (cur) tables.push(cur);
  return tables;
}
