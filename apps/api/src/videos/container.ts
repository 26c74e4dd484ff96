/** Containers SPEC §5 accepts, recognised by their bytes, never by the file name. */
export type Container = 'mp4' | 'mov' | 'avi' | 'mkv';

const ISO_BOXES = new Set(['ftyp', 'moov', 'mdat', 'free', 'skip', 'wide', 'pnot']);

/** Sniffs the container from the first bytes of a file; null for anything else (WebM included). */
export function sniffContainer(head: Buffer): Container | null {
  if (head.length >= 12 && ISO_BOXES.has(head.toString('latin1', 4, 8))) {
    const brand = head.toString('latin1', 4, 8) === 'ftyp' ? head.toString('latin1', 8, 12) : '';
    return brand === 'qt  ' || head.toString('latin1', 4, 8) !== 'ftyp' ? 'mov' : 'mp4';
  }
  if (
    head.length >= 12 &&
    head.toString('latin1', 0, 4) === 'RIFF' &&
    head.toString('latin1', 8, 12) === 'AVI '
  )
    return 'avi';
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) {
    // EBML: Matroska and WebM share it; the DocType tells them apart. SPEC accepts MKV only.
    return head.includes(Buffer.from('matroska')) ? 'mkv' : null;
  }
  return null;
}

export type ReadAt = (offset: number, length: number) => Promise<Buffer>;

/**
 * Whether the file holds as many bytes as its own structure declares: an ISO BMFF (MP4/MOV) file
 * whose top-level boxes run past the end, or an AVI whose RIFF size does, was cut off.
 */
export async function structureComplete(
  container: Container,
  size: number,
  readAt: ReadAt,
): Promise<boolean> {
  if (container === 'avi') {
    const riff = await readAt(0, 8);
    return riff.length === 8 && riff.readUInt32LE(4) + 8 <= size;
  }
  if (container === 'mkv') return true;
  let offset = 0;
  for (let boxes = 0; offset < size && boxes < 10_000; boxes += 1) {
    const header = await readAt(offset, 16);
    if (header.length < 8) return false;
    let boxSize = header.readUInt32BE(0);
    if (boxSize === 1) {
      if (header.length < 16) return false;
      boxSize = Number(header.readBigUInt64BE(8));
    } else if (boxSize === 0) {
      return true; // "extends to the end of the file"
    }
    if (boxSize < 8) return false;
    offset += boxSize;
  }
  return offset === size;
}
