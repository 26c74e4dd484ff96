/**
 * The crafted upload of issue 17: an ftyp box followed by empty `free` boxes (8 bytes each), a
 * valid-looking MP4 whose top-level structure is `boxes` boxes long (9,990 make about 80 KB).
 */
export function craftedBoxes(boxes: number): Buffer {
  const ftyp = Buffer.alloc(16);
  ftyp.writeUInt32BE(16, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  const free = Buffer.alloc(8);
  free.writeUInt32BE(8, 0);
  free.write('free', 4, 'latin1');
  return Buffer.concat([ftyp, ...Array.from({ length: boxes - 1 }, () => free)]);
}
