import { open, type FileHandle } from 'node:fs/promises';
import {
  decodeHeader,
  HEADER_SIZE,
  openChunk,
  plainSize,
  TAG_SIZE,
  type FileKeys,
} from './envelope';

/**
 * Random reads of small plaintext ranges of one encrypted file, for walking a structure (the
 * boxes of an MP4): the file is opened and its key unwrapped once, and the last two decrypted
 * chunks are kept (a header read may straddle a chunk boundary), so reads that move forward
 * through the file decrypt each chunk at most once. Reading a range afresh with decryptRange
 * reopens the file and decrypts a whole 64 KiB chunk every time.
 */
export class EncryptedFileReader {
  /** how many chunks were decrypted and verified (what a structure check costs) */
  chunksDecrypted = 0;
  /** the last two chunks decrypted, by index (insertion order: the oldest first) */
  private readonly cached = new Map<number, Buffer>();

  private constructor(
    private readonly handle: FileHandle,
    private readonly keys: FileKeys,
    private readonly fileSize: number,
    /** plaintext size */
    readonly size: number,
  ) {}

  static async open(file: string, masterKey: Buffer): Promise<EncryptedFileReader> {
    const handle = await open(file, 'r');
    try {
      const header = Buffer.alloc(HEADER_SIZE);
      await handle.read(header, 0, HEADER_SIZE, 0);
      const keys = decodeHeader(header, masterKey);
      const { size } = await handle.stat();
      return new EncryptedFileReader(handle, keys, size, plainSize(size, keys.chunkSize));
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /** Plaintext bytes [offset, offset + length), fewer at the end of the file. */
  async readAt(offset: number, length: number): Promise<Buffer> {
    const end = Math.min(offset + length, this.size);
    if (offset < 0 || end <= offset) return Buffer.alloc(0);
    const { chunkSize } = this.keys;
    const parts: Buffer[] = [];
    for (let index = Math.floor(offset / chunkSize); index * chunkSize < end; index += 1) {
      const plain = await this.chunk(index);
      const from = Math.max(0, offset - index * chunkSize);
      parts.push(plain.subarray(from, Math.min(plain.length, end - index * chunkSize)));
    }
    return parts.length === 1 && parts[0] ? parts[0] : Buffer.concat(parts);
  }

  close(): Promise<void> {
    return this.handle.close();
  }

  private async chunk(index: number): Promise<Buffer> {
    const kept = this.cached.get(index);
    if (kept) return kept;
    const sealedSize = this.keys.chunkSize + TAG_SIZE;
    const offset = HEADER_SIZE + index * sealedSize;
    const length = Math.min(sealedSize, this.fileSize - offset);
    const sealed = Buffer.alloc(length);
    await this.handle.read(sealed, 0, length, offset);
    const last = Math.ceil(this.size / this.keys.chunkSize) - 1;
    const plain = openChunk(this.keys, index, sealed, index === last);
    this.chunksDecrypted += 1;
    this.cached.set(index, plain);
    for (const old of this.cached.keys()) if (this.cached.size > 2) this.cached.delete(old);
    return plain;
  }
}
