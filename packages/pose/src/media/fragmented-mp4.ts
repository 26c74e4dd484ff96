/**
 * A fragmented MP4 (ffmpeg's `frag_keyframe+empty_moov+default_base_moof`, the one MP4 ffmpeg can
 * write to a pipe) made seekable from its first bytes. ffmpeg's `+faststart` needs a seekable output
 * file, and the product never writes a plaintext video to disk; a fragmented MP4 streams, but
 * without an index a player learns where each fragment starts by reading every fragment header
 * (Chromium: dozens of Range requests before a 10-minute video plays). So the stream is scanned as
 * it passes (top-level boxes only; the media data is never held), and an index is put between the
 * header and the fragments: a `sidx` covering every fragment to the end of the file, and the total
 * duration in `mvex/mehd`. Player and index then read like ffmpeg's own `global_sidx` output.
 * Boxes: ISO/IEC 14496-12 (ISO base media file format), §8.8 (movie fragments) and §8.16.3 (sidx).
 */

export class Mp4ScanError extends Error {
  override readonly name = 'Mp4ScanError';
}

export interface Mp4Fragment {
  /** offset of the fragment's `moof` in the scanned stream */
  offset: number;
  /** bytes of the `moof` and its `mdat` */
  size: number;
  /** decode time of its first sample, in the track's timescale */
  decodeTime: number;
  /** sum of its sample durations, in the track's timescale */
  duration: number;
  /** whether its first sample is a sync sample (a keyframe) */
  startsWithSync: boolean;
}

export interface ScannedMp4 {
  ftyp: Buffer;
  moov: Buffer;
  trackId: number;
  /** the track's timescale (mdhd) */
  timescale: number;
  /** the movie's timescale (mvhd) */
  movieTimescale: number;
  fragments: Mp4Fragment[];
  /** where the fragments lie in the scanned stream: [start, end) */
  body: { start: number; end: number };
}

/** Header boxes and fragment headers are small; anything bigger is not what ffmpeg writes. */
const MAX_KEPT_BOX = 16 * 1024 * 1024;
const KEPT = new Set(['ftyp', 'moov', 'moof']);

interface Span {
  type: string;
  /** box start, payload start and box end, within the buffer */
  begin: number;
  start: number;
  end: number;
}

/** The boxes in buf[from, to). */
function* boxes(buf: Buffer, from: number, to: number): Generator<Span> {
  let at = from;
  while (at + 8 <= to) {
    let size = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) break;
      size = Number(buf.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header || at + size > to) throw new Mp4ScanError(`box ${type} overruns its parent`);
    yield { type, begin: at, start: at + header, end: at + size };
    at += size;
  }
}

const child = (buf: Buffer, parent: Span, type: string): Span | undefined => {
  for (const span of boxes(buf, parent.start, parent.end)) if (span.type === type) return span;
  return undefined;
};
const children = (buf: Buffer, parent: Span, type: string): Span[] =>
  [...boxes(buf, parent.start, parent.end)].filter((span) => span.type === type);
const whole = (buf: Buffer): Span => ({ type: '', begin: 0, start: 0, end: buf.length });

function need(span: Span | undefined, what: string): Span {
  if (!span) throw new Mp4ScanError(`no ${what}`);
  return span;
}

interface TrackInfo {
  trackId: number;
  timescale: number;
  movieTimescale: number;
  defaultDuration: number;
  defaultFlags: number;
}

/** The one video track of a fragmented movie header. */
function readMoov(moov: Buffer): TrackInfo {
  const root = need(child(moov, whole(moov), 'moov'), 'moov');
  const mvhd = need(child(moov, root, 'mvhd'), 'mvhd');
  const movieTimescale = moov.readUInt32BE(mvhd.start + (moov[mvhd.start] === 1 ? 20 : 12));
  const traks = children(moov, root, 'trak');
  if (traks.length !== 1) throw new Mp4ScanError(`${traks.length} tracks, expected one`);
  const trak = traks[0] as Span;
  const tkhd = need(child(moov, trak, 'tkhd'), 'tkhd');
  const trackId = moov.readUInt32BE(tkhd.start + (moov[tkhd.start] === 1 ? 20 : 12));
  const mdia = need(child(moov, trak, 'mdia'), 'mdia');
  const mdhd = need(child(moov, mdia, 'mdhd'), 'mdhd');
  const timescale = moov.readUInt32BE(mdhd.start + (moov[mdhd.start] === 1 ? 20 : 12));
  const hdlr = need(child(moov, mdia, 'hdlr'), 'hdlr');
  if (moov.toString('latin1', hdlr.start + 8, hdlr.start + 12) !== 'vide')
    throw new Mp4ScanError('the track is not video');
  const mvex = need(child(moov, root, 'mvex'), 'mvex (not a fragmented MP4)');
  const trex = children(moov, mvex, 'trex').find(
    (span) => moov.readUInt32BE(span.start + 4) === trackId,
  );
  if (!(timescale > 0) || !(movieTimescale > 0)) throw new Mp4ScanError('no timescale');
  return {
    trackId,
    timescale,
    movieTimescale,
    defaultDuration: trex ? moov.readUInt32BE(trex.start + 12) : 0,
    defaultFlags: trex ? moov.readUInt32BE(trex.start + 20) : 0,
  };
}

/** A fragment header: its first decode time (when written), duration, and first sample's kind. */
function readMoof(moof: Buffer, track: TrackInfo) {
  const root = need(child(moof, whole(moof), 'moof'), 'moof');
  const trafs = children(moof, root, 'traf');
  if (trafs.length !== 1) throw new Mp4ScanError(`${trafs.length} track fragments, expected one`);
  const traf = trafs[0] as Span;
  const tfhd = need(child(moof, traf, 'tfhd'), 'tfhd');
  const tfhdFlags = moof.readUInt32BE(tfhd.start) & 0xffffff;
  if (moof.readUInt32BE(tfhd.start + 4) !== track.trackId) throw new Mp4ScanError('unknown track');
  let at = tfhd.start + 8;
  if (tfhdFlags & 0x01) at += 8; // base data offset
  if (tfhdFlags & 0x02) at += 4; // sample description index
  let defaultDuration = track.defaultDuration;
  let defaultFlags = track.defaultFlags;
  if (tfhdFlags & 0x08) defaultDuration = moof.readUInt32BE((at += 4) - 4);
  if (tfhdFlags & 0x10) at += 4; // default sample size
  if (tfhdFlags & 0x20) defaultFlags = moof.readUInt32BE(at);
  const tfdt = child(moof, traf, 'tfdt');
  const decodeTime = tfdt
    ? Number(
        moof[tfdt.start] === 1
          ? moof.readBigUInt64BE(tfdt.start + 4)
          : moof.readUInt32BE(tfdt.start + 4),
      )
    : null;
  let duration = 0;
  let firstFlags: number | null = null;
  for (const trun of children(moof, traf, 'trun')) {
    const flags = moof.readUInt32BE(trun.start) & 0xffffff;
    const count = moof.readUInt32BE(trun.start + 4);
    let p = trun.start + 8;
    if (flags & 0x01) p += 4; // data offset
    if (flags & 0x04) {
      firstFlags ??= moof.readUInt32BE(p);
      p += 4;
    }
    const stride =
      (flags & 0x100 ? 4 : 0) +
      (flags & 0x200 ? 4 : 0) +
      (flags & 0x400 ? 4 : 0) +
      (flags & 0x800 ? 4 : 0);
    if (p + count * stride > trun.end) throw new Mp4ScanError('trun overruns its box');
    for (let i = 0; i < count; i += 1, p += stride) {
      duration += flags & 0x100 ? moof.readUInt32BE(p) : defaultDuration;
      if (flags & 0x400)
        firstFlags ??= moof.readUInt32BE(p + (flags & 0x100 ? 4 : 0) + (flags & 0x200 ? 4 : 0));
    }
  }
  firstFlags ??= defaultFlags;
  // sample_is_non_sync_sample, bit 16 of the sample flags
  return { decodeTime, duration, startsWithSync: ((firstFlags >>> 16) & 1) === 0 };
}

/**
 * Follows a fragmented MP4 as it streams past, chunk by chunk, holding only its header boxes and
 * fragment headers; `finish` checks that it ended on a box boundary with at least one fragment.
 */
export class Mp4FragmentScanner {
  private seen = 0;
  private head = Buffer.alloc(0);
  private box: {
    type: string;
    start: number;
    size: number;
    left: number;
    kept: Buffer[] | null;
  } | null = null;
  private ftyp: Buffer | null = null;
  private moov: Buffer | null = null;
  private track: TrackInfo | null = null;
  private pendingMoof: { offset: number; size: number; info: ReturnType<typeof readMoof> } | null =
    null;
  private readonly fragments: Mp4Fragment[] = [];
  private bodyStart = -1;
  private bodyEnd = -1;
  private ended = false;

  push(chunk: Uint8Array): void {
    const data = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    let at = 0;
    while (at < data.length) {
      if (!this.box) {
        at += this.readHeader(data, at);
        continue;
      }
      const n = Math.min(this.box.left, data.length - at);
      this.box.kept?.push(Buffer.from(data.subarray(at, at + n)));
      this.box.left -= n;
      at += n;
      this.seen += n;
      if (this.box.left === 0) this.close();
    }
  }

  /** Consumes header bytes of the next box from data[at…]; returns how many. */
  private readHeader(data: Buffer, at: number): number {
    const wanted = this.head.length >= 8 && this.head.readUInt32BE(0) === 1 ? 16 : 8;
    const take = Math.min(wanted - this.head.length, data.length - at);
    this.head = Buffer.concat([this.head, data.subarray(at, at + take)]);
    this.seen += take;
    if (this.head.length < wanted) return take;
    const small = this.head.readUInt32BE(0);
    if (small === 1 && this.head.length < 16) return take; // the 64-bit size follows
    const size = small === 1 ? Number(this.head.readBigUInt64BE(8)) : small;
    const type = this.head.toString('latin1', 4, 8);
    if (this.ended) throw new Mp4ScanError(`box ${type} after the end`);
    if (size < this.head.length) throw new Mp4ScanError(`box ${type} of size ${size}`);
    const keep = KEPT.has(type);
    if (keep && size > MAX_KEPT_BOX) throw new Mp4ScanError(`box ${type} of ${size} bytes`);
    this.box = {
      type,
      start: this.seen - this.head.length,
      size,
      left: size - this.head.length,
      kept: keep ? [this.head] : null,
    };
    this.head = Buffer.alloc(0);
    if (this.box.left === 0) this.close();
    return take;
  }

  private close(): void {
    const box = this.box;
    if (!box) return;
    this.box = null;
    const bytes = box.kept ? Buffer.concat(box.kept) : null;
    switch (box.type) {
      case 'ftyp':
        if (box.start !== 0 || !bytes) throw new Mp4ScanError('ftyp is not first');
        this.ftyp = bytes;
        return;
      case 'moov':
        if (!this.ftyp || this.moov || !bytes) throw new Mp4ScanError('misplaced moov');
        this.moov = bytes;
        this.track = readMoov(bytes);
        return;
      case 'moof':
        if (!this.track || !bytes || this.pendingMoof) throw new Mp4ScanError('misplaced moof');
        if (this.bodyStart < 0) this.bodyStart = box.start;
        else if (box.start !== this.bodyEnd) throw new Mp4ScanError('a box between fragments');
        this.pendingMoof = { offset: box.start, size: box.size, info: readMoof(bytes, this.track) };
        return;
      case 'mdat': {
        const moof = this.pendingMoof;
        if (!moof) throw new Mp4ScanError('media data outside a fragment (not a fragmented MP4)');
        this.pendingMoof = null;
        const previous = this.fragments.at(-1);
        this.fragments.push({
          offset: moof.offset,
          size: moof.size + box.size,
          decodeTime:
            moof.info.decodeTime ?? (previous ? previous.decodeTime + previous.duration : 0),
          duration: moof.info.duration,
          startsWithSync: moof.info.startsWithSync,
        });
        this.bodyEnd = box.start + box.size;
        return;
      }
      case 'mfra':
        // the random-access trailer: its offsets would be wrong once the index is inserted
        this.ended = true;
        return;
      default:
        if (this.bodyStart >= 0) throw new Mp4ScanError(`box ${box.type} between fragments`);
    }
  }

  finish(): ScannedMp4 {
    if (this.box || this.head.length > 0) throw new Mp4ScanError('the stream ends inside a box');
    if (this.pendingMoof) throw new Mp4ScanError('a fragment without its media data');
    if (!this.ftyp || !this.moov || !this.track) throw new Mp4ScanError('no movie header');
    if (this.fragments.length === 0) throw new Mp4ScanError('no fragment');
    const { trackId, timescale, movieTimescale } = this.track;
    return {
      ftyp: this.ftyp,
      moov: this.moov,
      trackId,
      timescale,
      movieTimescale,
      fragments: [...this.fragments],
      body: { start: this.bodyStart, end: this.bodyEnd },
    };
  }
}

/** A box of `type` around `parts`, with a 32-bit size. */
function box(type: string, ...parts: Buffer[]): Buffer {
  const header = Buffer.alloc(8);
  const size = 8 + parts.reduce((sum, part) => sum + part.length, 0);
  if (size > 0xffffffff) throw new Mp4ScanError(`box ${type} too large`);
  header.writeUInt32BE(size, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, ...parts]);
}

/** Version 1, flags 0. */
const fullBoxHead = (version: number) => Buffer.from([version, 0, 0, 0]);

/** The segment index: one reference per fragment, the first right after it, the last at the end. */
function sidx(scan: ScannedMp4): Buffer {
  const { fragments } = scan;
  if (fragments.length > 0xffff) throw new Mp4ScanError('too many fragments to index');
  const head = Buffer.alloc(4 + 4 + 8 + 8 + 2 + 2);
  head.writeUInt32BE(scan.trackId, 0);
  head.writeUInt32BE(scan.timescale, 4);
  // ffmpeg's readers take this as the first fragment's decode time (see its mov_read_trun)
  head.writeBigUInt64BE(BigInt(fragments[0]?.decodeTime ?? 0), 8);
  head.writeBigUInt64BE(0n, 16); // first_offset: the first fragment follows the index
  head.writeUInt16BE(fragments.length, 26);
  const refs = Buffer.alloc(12 * fragments.length);
  fragments.forEach((fragment, i) => {
    if (fragment.size > 0x7fffffff || fragment.duration > 0xffffffff)
      throw new Mp4ScanError('a fragment too large to index');
    refs.writeUInt32BE(fragment.size, i * 12); // reference_type 0: media
    refs.writeUInt32BE(fragment.duration, i * 12 + 4);
    // starts_with_SAP, SAP type 1 (a keyframe), SAP delta 0
    refs.writeUInt32BE(fragment.startsWithSync ? 0x90000000 : 0, i * 12 + 8);
  });
  return box('sidx', fullBoxHead(1), head, refs);
}

/** The movie header with the total duration in `mvex/mehd` (ffmpeg writes none to a pipe). */
function moovWithDuration(scan: ScannedMp4): Buffer {
  const { moov } = scan;
  const root = need(child(moov, whole(moov), 'moov'), 'moov');
  const parts: Buffer[] = [];
  const total = scan.fragments.reduce((sum, f) => sum + f.duration, 0);
  const movieDuration = BigInt(Math.round((total * scan.movieTimescale) / scan.timescale));
  for (const span of boxes(moov, root.start, root.end)) {
    if (span.type !== 'mvex') {
      parts.push(moov.subarray(span.begin, span.end));
      continue;
    }
    const others = [...boxes(moov, span.start, span.end)]
      .filter((inner) => inner.type !== 'mehd')
      .map((inner) => moov.subarray(inner.begin, inner.end));
    const duration = Buffer.alloc(8);
    duration.writeBigUInt64BE(movieDuration);
    parts.push(box('mvex', box('mehd', fullBoxHead(1), duration), ...others));
  }
  return box('moov', ...parts);
}

/**
 * What goes before the fragments in the seekable file: `ftyp`, `moov` (with the duration) and the
 * `sidx`. The fragments follow unchanged, bytes `scan.body.start` to `scan.body.end` of the scanned
 * stream: their data offsets are relative to their own `moof` (default_base_moof), so moving them
 * changes nothing inside them.
 */
export function indexedHeader(scan: ScannedMp4): Buffer {
  return Buffer.concat([scan.ftyp, moovWithDuration(scan), sidx(scan)]);
}

/** Duration of a scanned movie in seconds. */
export const scannedSeconds = (scan: ScannedMp4): number =>
  scan.fragments.reduce((sum, f) => sum + f.duration, 0) / scan.timescale;
