import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { FileStore } from '@ergo/platform';
import { describe, expect, it } from 'vitest';
import { openPlaybackSink } from '../src/playback-sink';

const run = promisify(execFile);
const tmp = mkdtempSync(path.join(tmpdir(), 'ergo-sink-'));
const newStore = () =>
  new FileStore(mkdtempSync(path.join(tmpdir(), 'ergo-sink-store-')), Buffer.alloc(32, 9));

/** Every file under a folder (the store's objects and temporary files). */
function allFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** 6 s of a test pattern as ffmpeg streams it: a fragmented MP4, a keyframe every 2 s. */
const fragmented = await (async () => {
  const file = path.join(tmp, 'fragmented.mp4');
  await run('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=320x240:r=25:d=6'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-force_key_frames', 'expr:gte(t,n_forced*2)'],
    ...['-movflags', '+frag_keyframe+empty_moov+default_base_moof', '-f', 'mp4', '-y', file],
  ]);
  return readFileSync(file);
})();

/** POSTs `body` in pieces, as the compute does; resolves with the answer's status. */
function post(url: string, body: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const upload = request(url, { method: 'POST' }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    upload.on('error', reject);
    for (let at = 0; at < body.length; at += 10_000) upload.write(body.subarray(at, at + 10_000));
    upload.end();
  });
}

describe('the playback sink', () => {
  it('stores the copy encrypted, its index in front, and hands it over once', async () => {
    const store = newStore();
    const sink = await openPlaybackSink(store, { maxBytes: 10 * 1024 * 1024 });
    expect(sink.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/[0-9a-f]{32}$/);
    expect(await post(sink.url, fragmented)).toBe(201);
    // one upload per sink
    expect(await post(sink.url, fragmented)).toBe(409);
    const copy = await sink.take();
    if (!copy) throw new Error('no copy');
    expect(copy.durationSeconds).toBeCloseTo(6, 1);
    const bytes = await store.readBuffer(copy.id);
    expect(bytes.length).toBe(copy.size);
    expect(bytes.toString('latin1', 4, 8)).toBe('ftyp');
    expect(bytes.includes(Buffer.from('sidx'))).toBe(true);
    const file = path.join(tmp, 'copy.mp4');
    writeFileSync(file, bytes);
    const { stdout } = await run('ffprobe', [
      ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file],
    ]);
    expect(Number(stdout)).toBeCloseTo(6, 1);
    // nothing else on disk: the first, unindexed object is gone, and no plaintext anywhere
    expect(allFiles(store.root)).toHaveLength(1);
    expect(readFileSync(allFiles(store.root)[0] ?? '').includes(Buffer.from('moof'))).toBe(false);
    await sink.close();
    // taken: it is the caller's now, and stays
    expect(await store.size(copy.id)).toBe(copy.size);
  });

  it('removes a copy nobody took when it closes', async () => {
    const store = newStore();
    const sink = await openPlaybackSink(store, { maxBytes: 10 * 1024 * 1024 });
    expect(await post(sink.url, fragmented)).toBe(201);
    expect(allFiles(store.root)).toHaveLength(1);
    await sink.close();
    expect(allFiles(store.root)).toHaveLength(0);
  });

  it('refuses a stream that is not a whole fragmented MP4, or too large, and keeps nothing', async () => {
    const store = newStore();
    const cut = await openPlaybackSink(store, { maxBytes: 10 * 1024 * 1024 });
    expect(await post(cut.url, fragmented.subarray(0, fragmented.length - 500))).toBe(400);
    await expect(cut.take()).rejects.toThrow(/ends inside a box/);
    await cut.close();
    const large = await openPlaybackSink(store, { maxBytes: 1000 });
    expect(await post(large.url, fragmented).catch(() => 'reset')).not.toBe(201);
    await expect(large.take()).rejects.toThrow();
    await large.close();
    expect(allFiles(store.root)).toEqual([]);
  });

  it('answers nothing but a POST to its own path', async () => {
    const sink = await openPlaybackSink(newStore(), { maxBytes: 1000 });
    const other = sink.url.replace(/[0-9a-f]{32}$/, 'x'.repeat(32));
    expect(await post(other, Buffer.from('x'))).toBe(404);
    const get = await fetch(sink.url);
    expect(get.status).toBe(404);
    expect(await sink.take()).toBeNull();
    await sink.close();
  });
});
