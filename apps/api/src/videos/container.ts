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

const ASF_GUID = Buffer.from('3026b2758e66cf11a6d900aa0062ce6c', 'hex');

/**
 * A video, but in a container SPEC does not accept: WebM (EBML without Matroska's DocType), FLV,
 * MPEG transport and program streams, ASF/WMV. Told "only MP4, MOV, AVI, MKV", not "not a video".
 */
export function isRefusedVideoContainer(head: Buffer): boolean {
  if (sniffContainer(head)) return false;
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return true;
  if (head.length >= 3 && head.toString('latin1', 0, 3) === 'FLV') return true;
  if (head.length > 188 && head[0] === 0x47 && head[188] === 0x47) return true;
  if (head.length >= 4 && (head.readUInt32BE(0) === 0x1ba || head.readUInt32BE(0) === 0x1b3))
    return true;
  return head.length >= 16 && head.subarray(0, 16).equals(ASF_GUID);
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

/** Matroska's EBML header and Segment element ids (with their length markers, as written). */
const EBML_HEADER = 0x1a45dfa3;
const MATROSKA_SEGMENT = 0x18538067;

/**
 * An EBML variable-length integer at `at`: an element id keeps its length marker, a size does not;
 * a size whose bits are all ones is "unknown" (a live recording's). null past the bytes given.
 */
function readVint(
  bytes: Buffer,
  at: number,
  kind: 'id' | 'size',
): { value: number; length: number; unknown: boolean } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23; // 0b1xxxxxxx -> 1 … 0b00000001 -> 8
  if (at + length > bytes.length || (kind === 'id' && length > 4)) return null;
  let value = kind === 'id' ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let k = 1; k < length; k += 1) {
    const byte = bytes[at + k] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: kind === 'size' && allOnes };
}

/** An EBML element's header at `offset`: its id, the offset of its data and its size (null = unknown). */
async function elementAt(
  readAt: ReadAt,
  offset: number,
): Promise<{ id: number; dataAt: number; size: number | null } | null> {
  const header = await readAt(offset, 12);
  const id = readVint(header, 0, 'id');
  const size = id && readVint(header, id.length, 'size');
  if (!id || !size) return null;
  return {
    id: id.value,
    dataAt: offset + id.length + size.length,
    size: size.unknown ? null : size.value,
  };
}

/**
 * A Matroska file holds its whole Segment: the EBML header, then a Segment whose declared size fits
 * in the file (a cut-off upload declares more than it has). A Segment of unknown size (written live)
 * is walked child by child instead, as far as their sizes are known and at most `maxBoxes` of them.
 */
async function matroskaComplete(
  size: number,
  readAt: ReadAt,
  limits: StructureLimits,
): Promise<boolean> {
  const header = await elementAt(readAt, 0);
  if (!header || header.id !== EBML_HEADER || header.size === null) return false;
  const segment = await elementAt(readAt, header.dataAt + header.size);
  if (!segment || segment.id !== MATROSKA_SEGMENT) return false;
  if (segment.size !== null) return segment.dataAt + segment.size <= size;
  const deadline = limits.now() + limits.maxMilliseconds;
  let offset = segment.dataAt;
  for (let children = 0; offset < size; children += 1) {
    // past the limits nothing more can be told from the structure: the decode's checks remain
    if (children === limits.maxBoxes || limits.now() > deadline) return true;
    const child = await elementAt(readAt, offset);
    if (!child) return false;
    if (child.size === null) return true;
    offset = child.dataAt + child.size;
  }
  return offset === size;
}

/**
 * Whether the file holds as many bytes as its own structure declares: an ISO BMFF (MP4/MOV) file
 * whose top-level boxes run past the end, a Matroska file whose Segment does, or an AVI whose RIFF
 * size does, was cut off. An ISO file of more than `maxBoxes` top-level boxes, or whose walk
 * outlasts the time limit, counts as damaged.
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
  if (container === 'mkv') return matroskaComplete(size, readAt, limits);
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
