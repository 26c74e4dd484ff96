/**
 * npm run bench:upload — upload throughput and server memory for real videos of ~20, ~80 and
 * ~200 MiB, sent to a real API process (node apps/api/dist/main.js) over HTTP, as users run it.
 * Figures are printed, never asserted: the last line says honestly whether memory stayed flat.
 */
import { open, readdir, rm, stat, mkdtemp } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHUNK_SIZE, HEADER_SIZE, MAGIC, TAG_SIZE } from '@ergo/platform';
import { createSession, uploadVideo, type BenchSession, type UploadResult } from './bench/client';
import { ensureBenchVideo, MEDIA_CACHE_DIR, type BenchVideo } from './bench/media';
import {
  ensureApiBuilt,
  freePort,
  readProcMemory,
  resetPeak,
  sampleRss,
  startApi,
  type RunningApi,
} from './bench/server';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const MiB = 1024 * 1024;
const SIZES_MIB = [20, 80, 200];
/** Peak growth of the largest upload may exceed the smallest's by this much and still be "flat". */
const FLAT_TOLERANCE = 64 * MiB;
const SAMPLE_MS = 50;
/** Rounds over all sizes (BENCH_REPEATS); 3 gives a median without running long. */
const REPEATS = Math.max(1, Number(process.env.BENCH_REPEATS ?? 3) || 3);
/** Each new organization starts with 10 credits and every upload spends one. */
const CREDITS_PER_ORG = 10;

interface Measured {
  label: string;
  video: BenchVideo;
  sendSeconds: number;
  totalSeconds: number;
  baseline: number;
  peak: number;
  samples: number;
  /** whether VmHWM could be reset before the upload, making it this upload's exact peak */
  kernelPeak: boolean;
}

const mib = (bytes: number): string => (bytes / MiB).toFixed(1);
const pad = (text: string, width: number): string => text.padStart(width);
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** Cleanup steps, run once, newest first, on success, on error and on Ctrl-C alike. */
const cleanups: Array<() => Promise<void>> = [];
let cleaning: Promise<void> | null = null;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of [...cleanups].reverse()) {
      try {
        await step();
      } catch (error) {
        console.error('cleanup step failed:', error);
      }
    }
  })();
  return cleaning;
}
/** Stops a running ffmpeg when the bench is interrupted (Ctrl-C reaches it, a plain kill does not). */
const interrupted = new AbortController();
function onSignal(signal: NodeJS.Signals): void {
  interrupted.abort();
  console.error(`\n${signal}: stopping the API and removing the temporary data…`);
  void cleanup().finally(() => process.exit(130));
}
process.once('SIGINT', onSignal);
process.once('SIGTERM', onSignal);

async function sleep(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Waits until the API's RSS holds still (under 1 MiB change over 500 ms; at most 10 s) so that the
 * baseline is the idle process: after a request V8 may still be collecting — once, after the
 * warm-up, it handed back ~300 MiB of start-up garbage — and that must not count as an upload's.
 */
async function settle(pid: number): Promise<void> {
  await sleep(1000);
  let previous = readProcMemory(pid).rss;
  for (let waited = 0; waited < 10_000; waited += 500) {
    await sleep(500);
    const now = readProcMemory(pid).rss;
    if (Math.abs(now - previous) < MiB) return;
    previous = now;
  }
}

/** One upload, with the API's RSS sampled throughout and its kernel-kept peak read at the end. */
async function measureUpload(
  api: RunningApi,
  session: BenchSession,
  label: string,
  video: BenchVideo,
): Promise<Measured> {
  await settle(api.pid);
  const baseline = readProcMemory(api.pid).rss;
  const peakWasReset = resetPeak(api.pid);
  const sampler = sampleRss(api.pid, SAMPLE_MS);
  let sampled: { peak: number; samples: number };
  let result: UploadResult;
  try {
    result = await uploadVideo(api.origin, session, video.path, video.bytes);
  } finally {
    sampled = sampler.stop();
  }
  if (result.status !== 201) {
    throw new Error(`upload of ${label} answered ${result.status}: ${result.body.slice(0, 500)}`);
  }
  const hwm = peakWasReset ? readProcMemory(api.pid).hwm : 0;
  return {
    label,
    video,
    sendSeconds: result.sendSeconds,
    totalSeconds: result.totalSeconds,
    baseline,
    peak: Math.max(sampled.peak, hwm),
    samples: sampled.samples,
    kernelPeak: peakWasReset,
  };
}

/**
 * Checks the stored copies independently of the server's word: every object must start with the
 * ERGOENC1 envelope header, show no plaintext MP4 header, and have exactly the size of an envelope
 * around one of the uploaded files. Also reports staging files left behind in files/tmp.
 */
async function checkEncryptedAtRest(dataDir: string, videos: BenchVideo[]): Promise<string> {
  const objects = path.join(dataDir, 'files', 'objects');
  const stored: Array<{ file: string; size: number }> = [];
  for (const shard of await readdir(objects)) {
    for (const name of await readdir(path.join(objects, shard))) {
      const file = path.join(objects, shard, name);
      stored.push({ file, size: (await stat(file)).size });
    }
  }
  // The envelope's own layout (files/envelope.ts): header, then each chunk followed by its GCM tag.
  const expected = (plain: number): number =>
    HEADER_SIZE + Math.max(1, Math.ceil(plain / CHUNK_SIZE)) * TAG_SIZE + plain;
  for (const video of videos) {
    if (!stored.some((entry) => entry.size === expected(video.bytes))) {
      return `NOT VERIFIED: no stored object of the envelope size for ${path.basename(video.path)}`;
    }
  }
  for (const { file } of stored) {
    const handle = await open(file, 'r');
    try {
      const head = Buffer.alloc(4096);
      await handle.read(head, 0, head.length, 0);
      if (!head.subarray(0, MAGIC.length).equals(MAGIC))
        return `NO: ${file} lacks the envelope header`;
      if (head.includes(Buffer.from('ftyp'))) return `NO: ${file} shows a plaintext MP4 header`;
    } finally {
      await handle.close();
    }
  }
  const leftovers = await readdir(path.join(dataDir, 'files', 'tmp')).catch(() => [] as string[]);
  return (
    `on — ${stored.length} stored object(s), each an AES-256-GCM envelope (${MAGIC.toString()} header, ` +
    `${TAG_SIZE}-byte tag per ${CHUNK_SIZE / 1024} KiB chunk, sizes match), no plaintext MP4 header; ` +
    `${leftovers.length} staging file(s) left in files/tmp`
  );
}

async function main(): Promise<void> {
  const runStarted = performance.now();
  const cpu = cpus();
  console.log(
    `bench:upload — ${cpu.length} CPU(s) (${cpu[0]?.model.trim() ?? 'unknown'}), Node ${process.version}, ` +
      // other work on the machine slows every figure: the load average tells whether it was quiet
      `load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
  );

  console.log(`\n1. test videos (cached in ${MEDIA_CACHE_DIR})`);
  const videos: BenchVideo[] = [];
  for (const size of SIZES_MIB) {
    let partial: string | null = null;
    const removePartial = async (): Promise<void> => {
      if (partial) await rm(partial, { force: true });
    };
    cleanups.push(removePartial);
    const video = await ensureBenchVideo(size, (file) => (partial = file), interrupted.signal);
    videos.push(video);
    console.log(
      `   ~${size} MiB: ${mib(video.bytes)} MiB, ${video.durationSeconds.toFixed(1)} s of 1080p30 H.264, ` +
        (video.generatedSeconds === null
          ? 'from cache'
          : `made in ${video.generatedSeconds.toFixed(1)} s`),
    );
  }
  const smallest = videos[0];
  const largest = videos.at(-1);
  if (!smallest || !largest) throw new Error('no test videos');

  console.log('\n2. API process');
  const mainJs = await ensureApiBuilt(repoRoot);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ergo-bench-data-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const api = await startApi(mainJs, repoRoot, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SERVE_WEB: 'false',
    MAX_UPLOAD_MB: '1000',
    MAX_VIDEO_SECONDS: '3600',
    // measure the upload, not the pose analysis it would queue
    PROCESS_JOBS: 'false',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  });
  cleanups.push(() => api.stop());
  console.log(
    `   node ${path.relative(repoRoot, mainJs)} pid ${api.pid} on ${api.origin}, DATA_DIR ${dataDir}`,
  );
  console.log(`   idle RSS after start: ${mib(readProcMemory(api.pid).rss)} MiB`);

  // A warm-up upload first: the first request loads and compiles multipart, crypto and ffprobe
  // code paths, which would otherwise count as "growth" of whichever size happened to go first.
  // Then the sizes interleaved, REPEATS rounds, so that a busy moment on the machine does not
  // land on one size only.
  const plan: Array<{ label: string; video: BenchVideo; sizeIndex: number }> = [
    { label: `warm-up ${mib(smallest.bytes)}`, video: smallest, sizeIndex: -1 },
  ];
  for (let round = 1; round <= REPEATS; round += 1) {
    videos.forEach((video, sizeIndex) =>
      plan.push({ label: `${mib(video.bytes)} #${round}`, video, sizeIndex }),
    );
  }
  console.log(
    `\n3. ${plan.length} uploads (POST /api/operation/<id>/assessment/create/, RSS sampled every ${SAMPLE_MS} ms)`,
  );
  const results: Array<Measured & { sizeIndex: number }> = [];
  let session: BenchSession | null = null;
  for (const [index, step] of plan.entries()) {
    if (index % CREDITS_PER_ORG === 0) session = await createSession(api.origin, dataDir);
    if (!session) throw new Error('no session');
    const measured = await measureUpload(api, session, step.label, step.video);
    results.push({ ...measured, sizeIndex: step.sizeIndex });
    console.log(
      `   ${step.label} MiB: 201 in ${measured.totalSeconds.toFixed(2)} s, peak RSS ${mib(measured.peak)} MiB`,
    );
  }
  const encryption = await checkEncryptedAtRest(
    dataDir,
    plan.map((step) => step.video),
  );

  const header = [
    pad('file MiB', 15),
    pad('video s', 8),
    pad('upload s', 9),
    pad('MiB/s', 7),
    pad('body MiB/s', 10),
    pad('after last byte', 16),
    pad('baseline RSS', 13),
    pad('peak RSS', 10),
    pad('growth', 9),
  ].join(' ');
  console.log(`\n${header}\n${'-'.repeat(header.length)}`);
  for (const row of results) {
    console.log(
      [
        pad(row.label, 15),
        pad(row.video.durationSeconds.toFixed(1), 8),
        pad(row.totalSeconds.toFixed(2), 9),
        pad((row.video.bytes / MiB / row.totalSeconds).toFixed(1), 7),
        pad((row.video.bytes / MiB / row.sendSeconds).toFixed(1), 10),
        pad(`${((row.totalSeconds - row.sendSeconds) * 1000).toFixed(0)} ms`, 16),
        pad(`${mib(row.baseline)} MiB`, 13),
        pad(`${mib(row.peak)} MiB`, 10),
        pad(`${mib(row.peak - row.baseline)} MiB`, 9),
      ].join(' '),
    );
  }
  console.log(
    [
      '(upload s: first byte sent → 201 received; MiB/s = file size / upload s;',
      ' body MiB/s = file size / time to send the body: the streaming rate multipart → AES-GCM → disk;',
      ' after last byte: the server finishing multipart, size/signature/structure checks and ffprobe',
      ' through the decrypting loopback, then the database writes;',
      ' RSS is the API process only — ffprobe is a child process of its own)',
    ].join('\n'),
  );
  const kernelPeaks = results.every((row) => row.kernelPeak);
  console.log(
    `peak RSS: ${kernelPeaks ? 'max of the 50 ms samples and VmHWM, reset before each upload (exact peak)' : '50 ms samples only (VmHWM could not be reset here)'}; ` +
      `${results.reduce((sum, row) => sum + row.samples, 0)} samples in all`,
  );

  console.log(`\nsummary over ${REPEATS} round(s): median times, worst memory growth`);
  const summaries = videos.map((video, sizeIndex) => {
    const rows = results.filter((row) => row.sizeIndex === sizeIndex);
    const seconds = median(rows.map((row) => row.totalSeconds));
    const growth = Math.max(...rows.map((row) => row.peak - row.baseline));
    console.log(
      `   ${pad(mib(video.bytes), 6)} MiB: ${seconds.toFixed(2)} s, ${(video.bytes / MiB / seconds).toFixed(1)} MiB/s ` +
        `(body ${(video.bytes / MiB / median(rows.map((row) => row.sendSeconds))).toFixed(1)} MiB/s), ` +
        `${(median(rows.map((row) => row.totalSeconds - row.sendSeconds)) * 1000).toFixed(0)} ms after the last byte, ` +
        `peak RSS growth at most ${mib(growth)} MiB`,
    );
    return { video, growth };
  });
  const small = summaries[0];
  const large = summaries.at(-1);
  if (!small || !large) throw new Error('no measured uploads');
  const difference = large.growth - small.growth;
  console.log(`\nencryption at rest: ${encryption}`);
  console.log(
    `bench client peak RSS: ${mib(process.resourceUsage().maxRSS * 1024)} MiB (the file is streamed, not read)`,
  );
  console.log(`full run: ${((performance.now() - runStarted) / 1000).toFixed(1)} s`);
  console.log(
    `memory ${difference <= FLAT_TOLERANCE ? 'FLAT' : 'NOT FLAT'}: worst peak growth ${mib(large.growth)} MiB ` +
      `for ${mib(large.video.bytes)} MiB vs ${mib(small.growth)} MiB for ${mib(small.video.bytes)} MiB ` +
      `(difference ${mib(difference)} MiB, ${difference <= FLAT_TOLERANCE ? 'within' : 'more than'} ${mib(FLAT_TOLERANCE)} MiB)`,
  );
}

main()
  .catch((error: unknown) => {
    console.error('\nbench:upload failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanup();
    // fetch keeps idle keep-alive sockets open; the run is over
    process.exit();
  });
