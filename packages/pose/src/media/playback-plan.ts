import { open } from 'node:fs/promises';
import { MediaError } from './errors';
import { inputPolicyArgs, isUrl } from './input-policy';
import { runProcess } from './run-process';

/** What decides whether a browser plays a video: its container, its streams' codecs, its pixels. */
export interface PlaybackProbe {
  /** ffprobe's format_name, e.g. "mov,mp4,m4a,3gp,3g2,mj2", "matroska,webm", "avi" */
  format: string;
  /** Matroska's DocType ("webm" or "matroska"); null for other containers */
  docType: string | null;
  videoCodec: string;
  pixelFormat: string;
  audioCodecs: readonly string[];
  /** displayed size (rotation applied), as probeVideo reports it */
  width: number;
  height: number;
  fps: number;
  durationSeconds: number;
}

/**
 * How a video reaches the browser:
 * - `original`: served as uploaded (H.264 8-bit 4:2:0 in MP4/MOV with AAC/MP3 or no sound; VP8,
 *   VP9 or AV1 in WebM with Opus/Vorbis or no sound);
 * - `remux`: the H.264 picture copied as it is into an MP4, the sound dropped (H.264 in Matroska,
 *   or in MP4/MOV with a sound browsers do not all play, e.g. PCM): seconds, no quality lost;
 * - `transcode`: re-encoded to H.264 (HEVC, MPEG-4 Part 2, MJPEG, anything in AVI, 10-bit or
 *   4:2:2 H.264, ProRes, VP9 in a Matroska that is not WebM…).
 * Browsers differ beyond this set (Chromium plays MKV and 10-bit H.264, Safari and Firefox do not;
 * only Safari plays HEVC without a hardware decoder), so the set is what all of them play.
 */
export type PlaybackPlan = 'original' | 'remux' | 'transcode';

const PLAIN_420 = new Set(['yuv420p', 'yuvj420p']);
const MP4_AUDIO = new Set(['aac', 'mp3']);
const WEBM_VIDEO = new Set(['vp8', 'vp9', 'av1']);
const WEBM_AUDIO = new Set(['opus', 'vorbis']);

export function playbackPlan(probe: PlaybackProbe): PlaybackPlan {
  const formats = probe.format.split(',');
  const isMp4 = formats.includes('mp4') || formats.includes('mov');
  const isMatroska = formats.includes('matroska');
  const plainH264 = probe.videoCodec === 'h264' && PLAIN_420.has(probe.pixelFormat);
  if (isMp4 && plainH264)
    return probe.audioCodecs.every((codec) => MP4_AUDIO.has(codec)) ? 'original' : 'remux';
  if (isMatroska && plainH264) return 'remux';
  if (
    isMatroska &&
    probe.docType === 'webm' &&
    WEBM_VIDEO.has(probe.videoCodec) &&
    probe.audioCodecs.every((codec) => WEBM_AUDIO.has(codec))
  )
    return 'original';
  return 'transcode';
}

/**
 * The DocType of a Matroska file from its first bytes (the EBML header: ID 0x1A45DFA3, then
 * elements; DocType is ID 0x4282), or null when it is not one.
 */
export function matroskaDocType(head: Buffer): string | null {
  if (head.length < 5 || head.readUInt32BE(0) !== 0x1a45dfa3) return null;
  const vint = (at: number): { value: number; length: number } | null => {
    const first = head[at];
    if (first === undefined || first === 0) return null;
    const length = Math.clz32(first) - 23; // leading zeros in the byte, plus one
    if (at + length > head.length) return null;
    let value = first & (0xff >> length);
    for (let i = 1; i < length; i += 1) value = value * 256 + (head[at + i] ?? 0);
    return { value, length };
  };
  const size = vint(4);
  if (!size) return null;
  const end = Math.min(head.length, 4 + size.length + size.value);
  let at = 4 + size.length;
  while (at + 3 <= end) {
    const idLength = vint(at)?.length;
    if (!idLength || idLength > 4) return null;
    const id = head.readUIntBE(at, idLength);
    const body = vint(at + idLength);
    if (!body) return null;
    const from = at + idLength + body.length;
    if (id === 0x4282) return head.toString('latin1', from, from + body.value).replace(/\0+$/, '');
    at = from + body.value;
  }
  return null;
}

/** The first bytes of a file or a (loopback) URL. */
async function readHead(source: string, bytes: number, signal?: AbortSignal): Promise<Buffer> {
  if (isUrl(source)) {
    const response = await fetch(source, { headers: { range: `bytes=0-${bytes - 1}` }, signal });
    return Buffer.from(await response.arrayBuffer()).subarray(0, bytes);
  }
  const handle = await open(source, 'r');
  try {
    const head = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(head, 0, bytes, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

interface ProbeJson {
  streams?: {
    codec_type?: string;
    codec_name?: string;
    pix_fmt?: string;
    width?: number;
    height?: number;
    avg_frame_rate?: string;
    r_frame_rate?: string;
    side_data_list?: { rotation?: number }[];
    tags?: { rotate?: string };
  }[];
  format?: { format_name?: string; duration?: string };
}

const rate = (value: string | undefined): number => {
  const [n, d] = (value ?? '').split('/').map(Number);
  return n !== undefined && d !== undefined && d > 0 && Number.isFinite(n) ? n / d : 0;
};

/** Probes what playbackPlan needs (ffprobe under the input policy, plus the Matroska DocType). */
export async function probePlayback(
  source: string,
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<PlaybackProbe> {
  const res = await runProcess(
    'ffprobe',
    [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_type,codec_name,pix_fmt,width,height,avg_frame_rate,r_frame_rate:stream_side_data=rotation:stream_tags=rotate:format=format_name,duration',
      '-of',
      'json',
      ...inputPolicyArgs(source),
      source,
    ],
    { timeoutMs: options.timeoutMs ?? 15_000, signal: options.signal },
  );
  let json: ProbeJson;
  try {
    json = JSON.parse(res.stdout.toString('utf8')) as ProbeJson;
  } catch {
    throw new MediaError('CORRUPT', 'ffprobe returned no readable description', res.stderr);
  }
  const streams = json.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && (s.width ?? 0) > 0);
  if (!video) throw new MediaError('NOT_VIDEO', 'the file has no video stream', res.stderr);
  const format = json.format?.format_name ?? 'unknown';
  const rotation =
    video.side_data_list?.find((s) => typeof s.rotation === 'number')?.rotation ??
    Number(video.tags?.rotate ?? 0);
  const quarterTurn = Math.abs(Math.round(rotation)) % 180 === 90;
  return {
    format,
    docType: format.includes('matroska')
      ? matroskaDocType(await readHead(source, 4096, options.signal))
      : null,
    videoCodec: video.codec_name ?? 'unknown',
    pixelFormat: video.pix_fmt ?? 'unknown',
    audioCodecs: streams
      .filter((s) => s.codec_type === 'audio')
      .map((s) => s.codec_name ?? 'unknown'),
    width: (quarterTurn ? video.height : video.width) ?? 0,
    height: (quarterTurn ? video.width : video.height) ?? 0,
    fps: rate(video.avg_frame_rate) || rate(video.r_frame_rate),
    durationSeconds: Number(json.format?.duration) || 0,
  };
}
