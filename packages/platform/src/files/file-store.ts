import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { decryptRange, encryptedFileInfo } from './decrypt-range';
import { EncryptStream } from './encrypt-stream';
import { EncryptedFileReader } from './encrypted-reader';

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`file larger than ${maxBytes} bytes`);
  }
}

/** Keeps the first bytes for the container signature check and enforces the size limit. */
class SniffAndLimit extends Transform {
  head = Buffer.alloc(0);
  bytes = 0;
  constructor(
    private readonly maxBytes: number,
    private readonly headBytes = 4096,
  ) {
    super();
  }
  override _transform(data: Buffer, _e: BufferEncoding, callback: TransformCallback): void {
    this.bytes += data.length;
    if (this.bytes > this.maxBytes) return callback(new FileTooLargeError(this.maxBytes));
    if (this.head.length < this.headBytes) {
      this.head = Buffer.concat([this.head, data.subarray(0, this.headBytes - this.head.length)]);
    }
    callback(null, data);
  }
}

/**
 * A staged upload untouched this long was left by a process that stopped mid-upload (a crash, a
 * kill): a live one is written to as its bytes arrive, and is renamed or removed within seconds of
 * its last byte (validation). Longer than the request timeout (see the API's server timeouts).
 */
export const STALE_PART_MS = 60 * 60_000;

export interface StagedFile {
  id: string;
  tempPath: string;
  size: number;
  head: Buffer;
}

/**
 * Encrypted files under DATA_DIR/files. Uploads are streamed into files/tmp and only renamed into
 * place once accepted, so an upload cut off midway leaves nothing behind.
 */
export class FileStore {
  readonly root: string;
  constructor(
    dataDir: string,
    private readonly masterKey: Buffer,
  ) {
    this.root = path.join(dataDir, 'files');
  }

  private finalPath(id: string): string {
    if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error('bad file id');
    return path.join(this.root, 'objects', id.slice(0, 2), `${id}.enc`);
  }

  /** Streams `source` encrypted to a temporary file; nothing remains if it fails. */
  async stage(source: Readable, maxBytes: number): Promise<StagedFile> {
    const id = randomUUID();
    const tempDir = path.join(this.root, 'tmp');
    await mkdir(tempDir, { recursive: true, mode: 0o700 });
    const tempPath = path.join(tempDir, `${id}.part`);
    const sniff = new SniffAndLimit(maxBytes);
    try {
      await pipeline(
        source,
        sniff,
        new EncryptStream(this.masterKey),
        createWriteStream(tempPath, { mode: 0o600 }),
      );
    } catch (error) {
      await rm(tempPath, { force: true });
      throw error;
    }
    return { id, tempPath, size: sniff.bytes, head: sniff.head };
  }

  async commit(staged: StagedFile): Promise<string> {
    const target = this.finalPath(staged.id);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await rename(staged.tempPath, target);
    return staged.id;
  }

  async discard(staged: StagedFile): Promise<void> {
    await rm(staged.tempPath, { force: true });
  }

  /**
   * Removes the staged uploads (`tmp/*.part`) not written to for `olderThanMs`: what a process
   * that stopped mid-upload left behind. Returns how many went.
   */
  async removeStaleParts(olderThanMs = STALE_PART_MS, now = Date.now()): Promise<number> {
    const tempDir = path.join(this.root, 'tmp');
    const names = await readdir(tempDir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names.filter((entry) => entry.endsWith('.part'))) {
      const file = path.join(tempDir, name);
      const info = await stat(file).catch(() => null);
      if (!info || now - info.mtimeMs < olderThanMs) continue;
      await rm(file, { force: true });
      removed += 1;
    }
    return removed;
  }

  /** Encrypts a small buffer (thumbnails, pose data) straight into place. */
  async putBuffer(data: Buffer): Promise<string> {
    const staged = await this.stage(Readable.from([data]), Number.MAX_SAFE_INTEGER);
    return this.commit(staged);
  }

  async size(id: string): Promise<number> {
    return (await encryptedFileInfo(this.finalPath(id), this.masterKey)).size;
  }

  /** Plaintext bytes [start, end] (inclusive). */
  read(id: string, start = 0, end = Number.MAX_SAFE_INTEGER): Readable {
    return decryptRange(this.finalPath(id), this.masterKey, start, end);
  }

  /** Small random reads of one file (a structure walk), each chunk decrypted at most once. */
  openReader(id: string): Promise<EncryptedFileReader> {
    return EncryptedFileReader.open(this.finalPath(id), this.masterKey);
  }

  async readBuffer(id: string): Promise<Buffer> {
    const parts: Buffer[] = [];
    for await (const part of this.read(id)) parts.push(part as Buffer);
    return Buffer.concat(parts);
  }

  async remove(id: string): Promise<void> {
    await rm(this.finalPath(id), { force: true });
  }
}
