import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromLavfi, video } from '../../test/helpers/media';
import {
  indexedHeader,
  makePlaybackCopy,
  matroskaDocType,
  Mp4FragmentScanner,
  Mp4ScanError,
  playbackCopyArgs,
  playbackPlan,
  probePlayback,
  scannedSeconds,
  type PlaybackProbe,
} from './index';

const run = promisify(execFile);
let tmp = '';
beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'pose-playback-'));
});
afterAll(async () => rm(tmp, { recursive: true, force: true }));

/** ffprobe's view of a file: its streams, and the video packets' times and keyframe flags. */
async function describeFile(file: string) {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type,codec_name,pix_fmt,width,height:stream_side_data=rotation:format=format_name,duration',
    '-of',
    'json',
    file,
  ]);
  const json = JSON.parse(stdout) as {
    streams: {
      codec_type: string;
      codec_name: string;
      pix_fmt?: string;
      width?: number;
      height?: number;
      side_data_list?: { rotation?: number }[];
    }[];
    format: { format_name: string; duration: string };
  };
  const packets = await run('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'packet=pts,dts,flags',
    '-of',
    'csv=p=0',
    file,
  ]);
  return { ...json, packets: packets.stdout.trim().split('\n') };
}

/** Scans a fragmented MP4 fed in pieces of `step` bytes and writes the indexed file. */
function indexFile(from: string, to: string, step: number) {
  const data = readFileSync(from);
  const scanner = new Mp4FragmentScanner();
  for (let at = 0; at < data.length; at += step) scanner.push(data.subarray(at, at + step));
  const scan = scanner.finish();
  writeFileSync(
    to,
    Buffer.concat([indexedHeader(scan), data.subarray(scan.body.start, scan.body.end)]),
  );
  return scan;
}

const probe = (overrides: Partial<PlaybackProbe>): PlaybackProbe => ({
  format: 'mov,mp4,m4a,3gp,3g2,mj2',
  docType: null,
  videoCodec: 'h264',
  pixelFormat: 'yuv420p',
  audioCodecs: [],
  width: 720,
  height: 1280,
  fps: 30,
  durationSeconds: 13,
  ...overrides,
});

describe('playbackPlan: what every browser plays, from the codec and the container', () => {
  const mkv = 'matroska,webm';
  it.each([
    ['H.264 in MP4/MOV', {}, 'original'],
    ['H.264 with AAC', { audioCodecs: ['aac'] }, 'original'],
    ['H.264 full-range (yuvj420p)', { pixelFormat: 'yuvj420p' }, 'original'],
    ['H.264 with PCM sound', { audioCodecs: ['pcm_s16le'] }, 'remux'],
    ['H.264 in Matroska', { format: mkv, docType: 'matroska' }, 'remux'],
    ['H.264 10-bit', { pixelFormat: 'yuv420p10le' }, 'transcode'],
    ['H.264 4:2:2', { pixelFormat: 'yuv422p' }, 'transcode'],
    ['H.264 in AVI', { format: 'avi' }, 'transcode'],
    ['HEVC in MOV', { videoCodec: 'hevc' }, 'transcode'],
    ['MPEG-4 Part 2 in AVI', { format: 'avi', videoCodec: 'mpeg4' }, 'transcode'],
    ['MJPEG in AVI', { format: 'avi', videoCodec: 'mjpeg', pixelFormat: 'yuvj420p' }, 'transcode'],
    ['ProRes in MOV', { videoCodec: 'prores', pixelFormat: 'yuv422p10le' }, 'transcode'],
    ['VP9 in WebM', { format: mkv, docType: 'webm', videoCodec: 'vp9' }, 'original'],
    [
      'VP8 in WebM with Vorbis',
      { format: mkv, docType: 'webm', videoCodec: 'vp8', audioCodecs: ['vorbis'] },
      'original',
    ],
    [
      'AV1 in WebM with Opus',
      { format: mkv, docType: 'webm', videoCodec: 'av1', audioCodecs: ['opus'] },
      'original',
    ],
    [
      'VP9 in WebM with AAC',
      { format: mkv, docType: 'webm', videoCodec: 'vp9', audioCodecs: ['aac'] },
      'transcode',
    ],
    [
      'VP9 in a Matroska that is not WebM',
      { format: mkv, docType: 'matroska', videoCodec: 'vp9' },
      'transcode',
    ],
    ['VP9 in MP4', { videoCodec: 'vp9' }, 'transcode'],
  ] as const)('%s: %s', (_name, overrides, plan) =>
    expect(playbackPlan(probe(overrides))).toBe(plan),
  );
});

describe('probePlayback and the plan of every clip of test-data/video', () => {
  it.each([
    ['tfjs-pose_squats.mp4', 'original'],
    ['squats.mov', 'original'],
    ['squats_rotmeta.mp4', 'original'],
    ['squats_vp9.webm', 'original'],
    ['squats.mkv', 'remux'],
    ['squats_hevc.mov', 'transcode'],
    ['squats_1080p30_hevc.mov', 'transcode'],
    ['squats_mpeg4.avi', 'transcode'],
    ['squats_mjpeg.avi', 'transcode'],
  ])('%s: %s', async (name, plan) => {
    const found = await probePlayback(video(name));
    expect(playbackPlan(found)).toBe(plan);
    expect(found.durationSeconds).toBeCloseTo(13, 0);
  });

  it('reads the Matroska DocType: webm for WebM, matroska for MKV, null otherwise', async () => {
    const head = (name: string) => readFileSync(video(name)).subarray(0, 4096);
    expect(matroskaDocType(head('squats_vp9.webm'))).toBe('webm');
    expect(matroskaDocType(head('squats.mkv'))).toBe('matroska');
    expect(matroskaDocType(head('squats.mov'))).toBeNull();
    expect(matroskaDocType(Buffer.alloc(0))).toBeNull();
  });

  it('a VP9 WebM copied into a .mkv (DocType matroska) is re-encoded', async () => {
    const file = path.join(tmp, 'vp9.mkv');
    await run('ffmpeg', ['-v', 'error', '-y', '-i', video('squats_vp9.webm'), '-c', 'copy', file]);
    const found = await probePlayback(file);
    expect(found).toMatchObject({ videoCodec: 'vp9', docType: 'matroska' });
    expect(playbackPlan(found)).toBe('transcode');
  });
});

describe('the indexed fragmented MP4', () => {
  let fragmented = '';
  beforeAll(async () => {
    fragmented = path.join(tmp, 'fragmented.mp4');
    // 12 s at 25 fps with B-frames and a keyframe every 2 s: six fragments
    await fromLavfi(fragmented, 'testsrc2=s=320x240:r=25:d=12', [
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-bf',
      '2',
      '-force_key_frames',
      'expr:gte(t,n_forced*2)',
      '-movflags',
      '+frag_keyframe+empty_moov+default_base_moof',
      '-f',
      'mp4',
    ]);
  });

  it('indexes every fragment, whatever the pieces the stream arrives in', async () => {
    const whole = indexFile(fragmented, path.join(tmp, 'indexed-a.mp4'), 1 << 20);
    const bytewise = indexFile(fragmented, path.join(tmp, 'indexed-b.mp4'), 7);
    expect(bytewise).toEqual(whole);
    expect(whole.fragments).toHaveLength(6);
    expect(whole.fragments.every((f) => f.startsWithSync)).toBe(true);
    expect(scannedSeconds(whole)).toBeCloseTo(12, 2);
    // the fragments follow one another to the end of the media
    for (const [i, fragment] of whole.fragments.entries())
      expect(fragment.offset).toBe(
        i === 0
          ? whole.body.start
          : (whole.fragments[i - 1]?.offset ?? 0) + (whole.fragments[i - 1]?.size ?? 0),
      );
  });

  it('reads back with the same packets, its duration known, a sidx right after the header', async () => {
    const indexed = path.join(tmp, 'indexed.mp4');
    indexFile(fragmented, indexed, 65_536);
    const [before, after] = await Promise.all([describeFile(fragmented), describeFile(indexed)]);
    expect(after.packets).toEqual(before.packets);
    expect(Number(after.format.duration)).toBeCloseTo(12, 1);
    const { stderr } = await run('ffmpeg', ['-v', 'error', '-i', indexed, '-f', 'null', '-']);
    expect(stderr).toBe('');
    const bytes = readFileSync(indexed);
    const top: string[] = [];
    for (let at = 0; at < bytes.length; at += bytes.readUInt32BE(at))
      top.push(bytes.toString('latin1', at + 4, at + 8));
    expect(top.slice(0, 4)).toEqual(['ftyp', 'moov', 'sidx', 'moof']);
  });

  it('refuses a cut-off stream and an MP4 that is not fragmented', async () => {
    const data = readFileSync(fragmented);
    const cut = new Mp4FragmentScanner();
    cut.push(data.subarray(0, data.length - 100));
    expect(() => cut.finish()).toThrow(Mp4ScanError);
    const plain = new Mp4FragmentScanner();
    expect(() => plain.push(readFileSync(video('squats.mov')))).toThrow(Mp4ScanError);
  });
});

describe('makePlaybackCopy', () => {
  it.each([
    ['squats_hevc.mov', 'transcode', 720, 1280],
    ['squats_mpeg4.avi', 'transcode', 720, 1280],
    ['squats_mjpeg.avi', 'transcode', 720, 1280],
    // 1080p is capped at 720p, the aspect kept
    ['squats_1080p30_hevc.mov', 'transcode', 720, 1280],
    // rotation metadata: re-encoded upright, at the displayed size
    ['squats_rotmeta.mp4', 'transcode', 720, 1280],
    ['squats.mkv', 'remux', 720, 1280],
  ] as const)(
    '%s (%s): H.264 yuv420p in MP4, %ix%i, no sound, the whole clip',
    async (name, plan, width, height) => {
      const source = video(name);
      const out = path.join(tmp, `${name}.fragmented.mp4`);
      const probe = await probePlayback(source);
      const progress: number[] = [];
      const copy = await makePlaybackCopy(source, out, {
        plan,
        probe,
        timeoutMs: 60_000,
        onProgress: (fraction) => progress.push(fraction),
      });
      expect(copy).toMatchObject({ plan, width, height });
      const indexed = path.join(tmp, `${name}.mp4`);
      indexFile(out, indexed, 65_536);
      const info = await describeFile(indexed);
      expect(info.format.format_name).toContain('mp4');
      expect(info.streams).toHaveLength(1);
      expect(info.streams[0]).toMatchObject({
        codec_name: 'h264',
        pix_fmt: 'yuv420p',
        width,
        height,
      });
      expect(info.streams[0]?.side_data_list ?? []).toEqual([]);
      expect(Number(info.format.duration)).toBeCloseTo(13, 0);
      expect(progress.at(-1)).toBeGreaterThan(0.9);
      // a frame every 2 s at least starts a fragment (keyframes)
      if (plan === 'transcode')
        expect(
          info.packets.filter((p) => p.split(',')[2]?.startsWith('K')).length,
        ).toBeGreaterThanOrEqual(7);
    },
    60_000,
  );

  it('a remux keeps the rotation as metadata (the browser applies it)', async () => {
    const source = video('squats_rotmeta.mp4');
    const out = path.join(tmp, 'rot-remux.mp4');
    await makePlaybackCopy(source, out, {
      plan: 'remux',
      probe: await probePlayback(source),
      timeoutMs: 30_000,
    });
    const info = await describeFile(out);
    expect(Math.abs(info.streams[0]?.side_data_list?.[0]?.rotation ?? 0)).toBe(90);
  });

  it('is killed past its time limit, and on abort', async () => {
    const source = video('squats_1080p30_hevc.mov');
    const probe = await probePlayback(source);
    const out = path.join(tmp, 'killed.mp4');
    await expect(
      makePlaybackCopy(source, out, { plan: 'transcode', probe, timeoutMs: 50 }),
    ).rejects.toMatchObject({ code: 'TIMEOUT' });
    const controller = new AbortController();
    const running = makePlaybackCopy(source, out, {
      plan: 'transcode',
      probe,
      timeoutMs: 60_000,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 100);
    await expect(running).rejects.toMatchObject({ code: 'ABORTED' });
  });

  it('writes into a stream, with its backpressure, and ends it only when the copy is whole', async () => {
    const source = video('squats_hevc.mov');
    const chunks: Buffer[] = [];
    let ended = false;
    const slow = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        setTimeout(callback, 1);
      },
      final(callback) {
        ended = true;
        callback();
      },
    });
    const copy = await makePlaybackCopy(source, slow, {
      plan: 'transcode',
      probe: await probePlayback(source),
      timeoutMs: 60_000,
    });
    expect(ended).toBe(true);
    const file = path.join(tmp, 'streamed.mp4');
    writeFileSync(file, Buffer.concat(chunks));
    const scan = indexFile(file, path.join(tmp, 'streamed-indexed.mp4'), 65_536);
    expect(scannedSeconds(scan)).toBeCloseTo(13, 0);
    expect(copy).toMatchObject({ width: 720, height: 1280 });
  });

  it('a failed copy destroys the stream instead of ending it', async () => {
    let ended = false;
    const sink = new Writable({
      write(_chunk, _encoding, callback) {
        callback();
      },
      final(callback) {
        ended = true;
        callback();
      },
    });
    const notVideo = path.join(tmp, 'not-a-video.mov');
    writeFileSync(notVideo, Buffer.alloc(5000, 7));
    await expect(
      makePlaybackCopy(notVideo, sink, {
        plan: 'transcode',
        probe: probe({}),
        timeoutMs: 30_000,
      }),
    ).rejects.toMatchObject({ code: 'FFMPEG_FAILED' });
    expect(ended).toBe(false);
    expect(sink.destroyed).toBe(true);
  });

  it('reads an upload only through the input policy', () => {
    const args = playbackCopyArgs('http://127.0.0.1:1/v', 'pipe:1', {
      plan: 'transcode',
      probe: probe({ fps: 120 }),
    });
    const input = args.indexOf('-i');
    expect(args.slice(input - 4, input)).toEqual([
      '-format_whitelist',
      'mov,matroska,avi,image2,jpeg_pipe,png_pipe',
      '-protocol_whitelist',
      'http,https,tcp,tls',
    ]);
    expect(args.join(' ')).toContain('-vf fps=30,scale=720:1280:flags=bicubic,setsar=1');
    expect(args.slice(-2)).toEqual(['-y', 'pipe:1']);
  });
});
