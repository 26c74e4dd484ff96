import { access } from 'node:fs/promises';
import { MediaError } from './errors';
import { inputPolicyArgs, isPolicyRefusal, isUrl } from './input-policy';
import { runProcess } from './run-process';

export interface VideoInfo {
  /** ffprobe's format_name, e.g. "mov,mp4,m4a,3gp,3g2,mj2" */
  format: string;
  codec: string;
  /** displayed size, i.e. after applying the rotation metadata */
  width: number;
  height: number;
  /** rotation metadata in degrees (0, 90, -90, 180); ffmpeg applies it when decoding */
  rotation: number;
  durationSeconds: number;
  fps: number;
  hasVideoStream: boolean;
}

interface ProbeJson {
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    avg_frame_rate?: string;
    r_frame_rate?: string;
    duration?: string;
    side_data_list?: { rotation?: number }[];
    tags?: { rotate?: string };
  }[];
  format?: { format_name?: string; duration?: string };
}

function parseRate(rate: string | undefined): number {
  if (!rate) return 0;
  const [n, d] = rate.split('/').map(Number);
  if (n === undefined || !Number.isFinite(n)) return 0;
  const den = d === undefined ? 1 : d;
  return den > 0 ? n / den : 0;
}

/** Reads container/stream facts with ffprobe; throws MediaError NOT_VIDEO / CORRUPT / NOT_FOUND. */
export async function probeVideo(
  file: string,
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<VideoInfo> {
  // A loopback http URL (an encrypted upload served decrypted) is read by ffprobe directly.
  if (!isUrl(file)) {
    try {
      await access(file);
    } catch {
      throw new MediaError('NOT_FOUND', `file not found: ${file}`);
    }
  }
  const args = [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type,codec_name,width,height,avg_frame_rate,r_frame_rate,duration:stream_side_data=rotation:stream_tags=rotate:format=format_name,duration',
    '-of',
    'json',
    ...inputPolicyArgs(file),
    file,
  ];
  const res = await runProcess('ffprobe', args, {
    timeoutMs: options.timeoutMs ?? 15_000,
    signal: options.signal,
  });
  if (isPolicyRefusal(res.stderr)) {
    throw new MediaError(
      'NOT_VIDEO',
      'not a supported video container (MP4, MOV, MKV/WebM, AVI)',
      res.stderr,
    );
  }
  let json: ProbeJson;
  try {
    json = JSON.parse(res.stdout.toString('utf8')) as ProbeJson;
  } catch {
    throw new MediaError('CORRUPT', 'ffprobe returned no readable description', res.stderr);
  }
  if (res.code !== 0 && !json.format)
    throw new MediaError(
      'CORRUPT',
      `ffprobe could not read the file: ${res.stderr.trim()}`,
      res.stderr,
    );
  const video = (json.streams ?? []).find((s) => s.codec_type === 'video' && (s.width ?? 0) > 0);
  if (!video) throw new MediaError('NOT_VIDEO', 'the file has no video stream', res.stderr);
  const sideRotation = video.side_data_list?.find((s) => typeof s.rotation === 'number')?.rotation;
  const rotation = Math.round(sideRotation ?? Number(video.tags?.rotate ?? 0)) || 0;
  const quarterTurn = Math.abs(rotation) % 180 === 90;
  const codedW = video.width ?? 0;
  const codedH = video.height ?? 0;
  const duration = Number(json.format?.duration ?? video.duration ?? NaN);
  const fps = parseRate(video.avg_frame_rate) || parseRate(video.r_frame_rate);
  return {
    format: json.format?.format_name ?? 'unknown',
    codec: video.codec_name ?? 'unknown',
    width: quarterTurn ? codedH : codedW,
    height: quarterTurn ? codedW : codedH,
    rotation,
    durationSeconds: Number.isFinite(duration) ? duration : 0,
    fps,
    hasVideoStream: true,
  };
}
