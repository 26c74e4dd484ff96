import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { probeVideo } from '@ergo/pose/media';
import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE } from './envelope';
import { FileStore, FileTooLargeError } from './file-store';
import { serveDecrypted } from './loopback';
import { parseRange } from './range';

const masterKey = randomBytes(32);
const newStore = () => new FileStore(mkdtempSync(path.join(tmpdir(), 'ergo-files-')), masterKey);
const shared = path.resolve(import.meta.dirname, '../../../..', 'test-data/video');

function allFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? allFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/** Feeds data in uneven pieces, as a network upload does. */
function unevenStream(data: Buffer): Readable {
  const pieces: Buffer[] = [];
  for (let at = 0, step = 1; at < data.length; at += step, step = ((step * 7 + 3) % 50_000) + 1)
    pieces.push(data.subarray(at, at + step));
  return Readable.from(pieces);
}

describe('encrypted file store', () => {
  it.each([0, 1, CHUNK_SIZE - 1, CHUNK_SIZE, CHUNK_SIZE + 1, 3 * CHUNK_SIZE + 17])(
    'round-trips %i bytes',
    async (size) => {
      const store = newStore();
      const data = randomBytes(size);
      const staged = await store.stage(unevenStream(data), Number.MAX_SAFE_INTEGER);
      expect(staged.size).toBe(size);
      const id = await store.commit(staged);
      expect(await store.size(id)).toBe(size);
      expect((await store.readBuffer(id)).equals(data)).toBe(true);
    },
  );

  it('reads any byte range, across chunk boundaries', async () => {
    const store = newStore();
    const data = randomBytes(3 * CHUNK_SIZE + 100);
    const id = await store.commit(
      await store.stage(Readable.from([data]), Number.MAX_SAFE_INTEGER),
    );
    const read = async (start: number, end: number) => {
      const parts: Buffer[] = [];
      for await (const part of store.read(id, start, end)) parts.push(part as Buffer);
      return Buffer.concat(parts);
    };
    for (const [start, end] of [
      [0, 0],
      [CHUNK_SIZE - 2, CHUNK_SIZE + 2],
      [CHUNK_SIZE, 2 * CHUNK_SIZE - 1],
      [10, 3 * CHUNK_SIZE + 99],
      [3 * CHUNK_SIZE + 99, 9e9],
    ] as const) {
      expect((await read(start, end)).equals(data.subarray(start, end + 1))).toBe(true);
    }
  });

  it('reads small ranges through one reader, decrypting each chunk once when moving forward', async () => {
    const store = newStore();
    const data = randomBytes(3 * CHUNK_SIZE + 100);
    const id = await store.commit(
      await store.stage(Readable.from([data]), Number.MAX_SAFE_INTEGER),
    );
    const reader = await store.openReader(id);
    try {
      expect(reader.size).toBe(data.length);
      // box headers every 8 bytes through the first chunk, then ranges across chunk boundaries
      for (let at = 0; at < CHUNK_SIZE; at += 8)
        expect((await reader.readAt(at, 16)).equals(data.subarray(at, at + 16))).toBe(true);
      for (const [at, length] of [
        [CHUNK_SIZE - 4, 16],
        [2 * CHUNK_SIZE - 1, CHUNK_SIZE + 2],
        [3 * CHUNK_SIZE + 90, 16],
      ] as const)
        expect((await reader.readAt(at, length)).equals(data.subarray(at, at + length))).toBe(true);
      expect(reader.chunksDecrypted).toBe(4);
      expect((await reader.readAt(data.length, 16)).length).toBe(0);
    } finally {
      await reader.close();
    }
  });

  it('stores no plaintext: a real video is not findable in any file on disk', async () => {
    const store = newStore();
    const video = readFileSync(path.join(shared, 'tfjs-pose_squats.mp4'));
    await store.commit(await store.stage(Readable.from([video]), Number.MAX_SAFE_INTEGER));
    const files = allFiles(store.root);
    expect(files.length).toBe(1);
    const onDisk = readFileSync(files[0] ?? '');
    // Any 32-byte window of the plaintext (header atoms, frame data) must not appear.
    for (const offset of [0, 4, 1000, 50_000, Math.floor(video.length / 2), video.length - 64]) {
      expect(onDisk.includes(video.subarray(offset, offset + 32))).toBe(false);
    }
    expect(onDisk.includes(Buffer.from('ftyp'))).toBe(false);
    expect(statSync(files[0] ?? '').mode & 0o777).toBe(0o600);
  });

  it('detects tampering and truncation instead of returning wrong bytes', async () => {
    const store = newStore();
    const data = randomBytes(2 * CHUNK_SIZE + 5);
    const id = await store.commit(
      await store.stage(Readable.from([data]), Number.MAX_SAFE_INTEGER),
    );
    const [file] = allFiles(store.root) as [string];
    const original = readFileSync(file);
    const flipped = Buffer.from(original);
    flipped[flipped.length - 40] = (flipped[flipped.length - 40] ?? 0) ^ 1;
    writeFileSync(file, flipped);
    await expect(store.readBuffer(id)).rejects.toThrow();
    // Cut off exactly the last chunk: the new last chunk is not flagged final, so it fails too.
    writeFileSync(file, original.subarray(0, original.length - (5 + 16)));
    await expect(store.readBuffer(id)).rejects.toThrow();
  });

  it('refuses to decrypt with another master key', async () => {
    const store = newStore();
    const id = await store.commit(await store.stage(Readable.from([Buffer.from('secret')]), 100));
    const thief = new FileStore(path.dirname(store.root), randomBytes(32));
    await expect(thief.readBuffer(id)).rejects.toThrow();
  });

  it('stops at the size limit and leaves nothing behind', async () => {
    const store = newStore();
    await expect(store.stage(unevenStream(randomBytes(300_000)), 100_000)).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(allFiles(store.root)).toEqual([]);
  });

  it('leaves nothing behind when the upload is cut off', async () => {
    const store = newStore();
    async function* brokenUpload() {
      yield randomBytes(100_000);
      throw new Error('connection reset');
    }
    await expect(store.stage(Readable.from(brokenUpload()), 10_000_000)).rejects.toThrow(
      'connection reset',
    );
    expect(allFiles(store.root)).toEqual([]);
  });
});

describe('staged uploads left behind', () => {
  it('removes parts not written to for an hour and keeps the ones still arriving', async () => {
    const store = newStore();
    const left = await store.stage(Readable.from([randomBytes(1000)]), Number.MAX_SAFE_INTEGER);
    const arriving = await store.stage(Readable.from([randomBytes(10)]), Number.MAX_SAFE_INTEGER);
    // a crash mid-upload two hours ago left `left`; `arriving` was written a second ago
    const twoHoursAgo = (Date.now() - 2 * 3_600_000) / 1000;
    utimesSync(left.tempPath, twoHoursAgo, twoHoursAgo);
    expect(await store.removeStaleParts()).toBe(1);
    expect(existsSync(left.tempPath)).toBe(false);
    expect(existsSync(arriving.tempPath)).toBe(true);
    expect(await store.removeStaleParts()).toBe(0);
  });

  it('a store with no staged upload yet has nothing to sweep', async () => {
    expect(await newStore().removeStaleParts()).toBe(0);
  });
});

describe('loopback decrypting server', () => {
  it('lets ffprobe read and seek in an encrypted MP4 without a plaintext copy', async () => {
    const store = newStore();
    const video = readFileSync(path.join(shared, 'tfjs-pose_squats.mp4'));
    const id = await store.commit(
      await store.stage(Readable.from([video]), Number.MAX_SAFE_INTEGER),
    );
    const served = await serveDecrypted(store, id);
    try {
      const info = await probeVideo(served.url);
      expect(info).toMatchObject({ width: 720, height: 1280, hasVideoStream: true });
      expect(info.durationSeconds).toBeCloseTo(13, 0);
      const partial = await fetch(served.url, { headers: { range: 'bytes=100-199' } });
      expect(partial.status).toBe(206);
      expect(Buffer.from(await partial.arrayBuffer()).equals(video.subarray(100, 200))).toBe(true);
      expect((await fetch(served.url.replace(/\/[^/]+$/, '/guess'))).status).toBe(404);
    } finally {
      await served.close();
    }
  });
});

describe('parseRange', () => {
  it.each([
    [undefined, null],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=5-1', 'unsatisfiable'],
    ['items=0-1', null],
  ] as const)('%s', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});
