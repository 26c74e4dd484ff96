import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { NUM_LANDMARKS, type PoseFrame, type PoseTrack } from '../model/keypoints';

/**
 * Compact, versioned binary for a video's keypoints, so angles can be recomputed after a user
 * correction without running the model again.
 *
 * Header, 20 bytes little-endian, then the model name: "EPK" + version u8 | flags u8 (bit0 =
 * body deflated) | landmarks u8 | width u16 | height u16 | frameCount u32 | sampledFps f32 |
 * model name length u8 | reserved u8 | model name UTF-8.
 * Body (deflate-raw when flagged), per frame: time f32 | flags u8 (bit0 pose, bit1 world) |
 * pose score u8 (/255) | if pose: 33 x (x i16, y i16 in 1/4 px; score u8 /255) | if world:
 * 33 x (x, y, z i16 in 0.1 mm; score u8 /255).
 * Worst-case quantisation error: 0.125 px, 0.05 mm, 0.002 in score. Range: +-8191 px, +-3.27 m
 * (values beyond are clamped; BlazePose world landmarks are hip-centred, within ~1.5 m).
 */
export const KEYPOINT_FORMAT_VERSION = 1;
const MAGIC = [0x45, 0x50, 0x4b];
const PX = 4;
const M = 10_000;
const IMAGE_BYTES = NUM_LANDMARKS * 5;
const WORLD_BYTES = NUM_LANDMARKS * 7;
const HEADER_BYTES = 20;

const i16 = (v: number): number => Math.max(-32768, Math.min(32767, Math.round(v)));
const u8 = (v: number): number => Math.max(0, Math.min(255, Math.round(v * 255)));

export class KeypointFormatError extends Error {
  override readonly name = 'KeypointFormatError';
}

export function encodeKeypoints(track: PoseTrack, options: { compress?: boolean } = {}): Buffer {
  const compress = options.compress ?? true;
  let size = 0;
  for (const f of track.frames)
    size += 6 + (f.pose ? IMAGE_BYTES + (f.pose.world ? WORLD_BYTES : 0) : 0);
  const body = Buffer.alloc(size);
  let o = 0;
  for (const f of track.frames) {
    body.writeFloatLE(f.time, o);
    const p = f.pose;
    body.writeUInt8((p ? 1 : 0) | (p?.world ? 2 : 0), o + 4);
    body.writeUInt8(p ? u8(p.score) : 0, o + 5);
    o += 6;
    if (!p) continue;
    for (let i = 0; i < NUM_LANDMARKS; i++) {
      body.writeInt16LE(i16((p.image[i * 3] ?? 0) * PX), o);
      body.writeInt16LE(i16((p.image[i * 3 + 1] ?? 0) * PX), o + 2);
      body.writeUInt8(u8(p.image[i * 3 + 2] ?? 0), o + 4);
      o += 5;
    }
    if (!p.world) continue;
    for (let i = 0; i < NUM_LANDMARKS; i++) {
      for (let c = 0; c < 3; c++) body.writeInt16LE(i16((p.world[i * 4 + c] ?? 0) * M), o + c * 2);
      body.writeUInt8(u8(p.world[i * 4 + 3] ?? 0), o + 6);
      o += 7;
    }
  }
  const model = Buffer.from(track.model, 'utf8').subarray(0, 255);
  const header = Buffer.alloc(HEADER_BYTES + model.length);
  MAGIC.forEach((b, i) => header.writeUInt8(b, i));
  header.writeUInt8(KEYPOINT_FORMAT_VERSION, 3);
  header.writeUInt8(compress ? 1 : 0, 4);
  header.writeUInt8(NUM_LANDMARKS, 5);
  header.writeUInt16LE(Math.min(65535, Math.round(track.width)), 6);
  header.writeUInt16LE(Math.min(65535, Math.round(track.height)), 8);
  header.writeUInt32LE(track.frames.length, 10);
  header.writeFloatLE(track.sampledFps, 14);
  header.writeUInt8(model.length, 18);
  model.copy(header, HEADER_BYTES);
  return Buffer.concat([header, compress ? deflateRawSync(body) : body]);
}

export function decodeKeypoints(buf: Buffer): PoseTrack {
  if (buf.length < HEADER_BYTES || MAGIC.some((b, i) => buf[i] !== b))
    throw new KeypointFormatError('not a keypoint buffer');
  const version = buf.readUInt8(3);
  if (version !== KEYPOINT_FORMAT_VERSION)
    throw new KeypointFormatError(`unsupported keypoint format version ${version}`);
  const flags = buf.readUInt8(4);
  if (buf.readUInt8(5) !== NUM_LANDMARKS)
    throw new KeypointFormatError('unexpected landmark count');
  const width = buf.readUInt16LE(6);
  const height = buf.readUInt16LE(8);
  const count = buf.readUInt32LE(10);
  const sampledFps = buf.readFloatLE(14);
  const modelLen = buf.readUInt8(18);
  const model = buf.subarray(HEADER_BYTES, HEADER_BYTES + modelLen).toString('utf8');
  const raw = buf.subarray(HEADER_BYTES + modelLen);
  let body: Buffer;
  try {
    body = flags & 1 ? inflateRawSync(raw) : raw;
  } catch {
    throw new KeypointFormatError('corrupt keypoint body');
  }
  const frames: PoseFrame[] = [];
  let o = 0;
  const need = (n: number): void => {
    if (o + n > body.length) throw new KeypointFormatError('truncated keypoint buffer');
  };
  for (let f = 0; f < count; f++) {
    need(6);
    const time = body.readFloatLE(o);
    const fl = body.readUInt8(o + 4);
    const score = body.readUInt8(o + 5) / 255;
    o += 6;
    if (!(fl & 1)) {
      frames.push({ time, pose: null });
      continue;
    }
    need(IMAGE_BYTES);
    const image = new Float32Array(NUM_LANDMARKS * 3);
    for (let i = 0; i < NUM_LANDMARKS; i++) {
      image[i * 3] = body.readInt16LE(o) / PX;
      image[i * 3 + 1] = body.readInt16LE(o + 2) / PX;
      image[i * 3 + 2] = body.readUInt8(o + 4) / 255;
      o += 5;
    }
    let world: Float32Array | null = null;
    if (fl & 2) {
      need(WORLD_BYTES);
      world = new Float32Array(NUM_LANDMARKS * 4);
      for (let i = 0; i < NUM_LANDMARKS; i++) {
        for (let c = 0; c < 3; c++) world[i * 4 + c] = body.readInt16LE(o + c * 2) / M;
        world[i * 4 + 3] = body.readUInt8(o + 6) / 255;
        o += 7;
      }
    }
    frames.push({ time, pose: { score, image, world } });
  }
  return { width, height, sampledFps, model, frames };
}
