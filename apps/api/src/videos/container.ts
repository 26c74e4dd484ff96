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
 * What a structure check may cost. A real MP4 or MOV has a handful of top-level boxes (ftyp, moov,
 * mdat, a few free); thousands of them are a crafted file, refused as damaged before ffprobe sees
 * it. The time limit is a backstop: within the box limit and with each chunk decrypted once, the
 * walk takes milliseconds.
 */
export interface StructureLimits {
  maxBoxes: number;
  maxMilliseconds: number;
  now: () => number;
}

export const STRUCTURE_LIMITS: StructureLimits = {
  maxBoxes: 1000,
  maxMilliseconds: 2000,
  now: () => performance.now(),
};

/**
 * Whether the file holds as many bytes as its own structure declares: an ISO BMFF (MP4/MOV) file
 * whose top-level boxes run past the end, or an AVI whose RIFF size does, was cut off. An ISO file
 * of more than `maxBoxes` top-level boxes, or whose walk outlasts the time limit, counts as damaged.
 */
export async function structureComplete(
  container: Container,
  size: number,
  readAt: ReadAt,
  limits: StructureLimits = STRUCTURE_LIMITS,
): Promise<boolean> {
  if (container === 'avi') {
    const riff = await readAt(0, 8);
    return riff.length === 8 && riff.readUInt32LE(4) + 8 <= size;
  }
  if (container === 'mkv') return true;
  const deadline = limits.now() + limits.maxMilliseconds;
  let offset = 0;
  for (let boxes = 0; offset < size; boxes += 1) {
    if (boxes === limits.maxBoxes || limits.now() > deadline) return false;
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
