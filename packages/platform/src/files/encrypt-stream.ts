import { Transform, type TransformCallback } from 'node:stream';
import { encodeHeader, newFileKeys, sealChunk, type FileKeys } from './envelope';

/**
 * Encrypts a stream chunk by chunk (constant memory, whatever the file size). The last chunk is
 * held back until the end so it can be sealed with the "final" flag; an empty input still yields
 * one empty final chunk, so an encrypted file is never just a header.
 */
export class EncryptStream extends Transform {
  private readonly keys: FileKeys = newFileKeys();
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private index = 0;
  private held: Buffer | null = null;
  plainBytes = 0;

  constructor(masterKey: Buffer) {
    super();
    this.push(encodeHeader(this.keys, masterKey));
  }

  override _transform(data: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.plainBytes += data.length;
    this.pending.push(data);
    this.pendingBytes += data.length;
    const size = this.keys.chunkSize;
    if (this.pendingBytes >= size) {
      let all = Buffer.concat(this.pending);
      while (all.length >= size) {
        this.emitHeld();
        this.held = all.subarray(0, size);
        all = all.subarray(size);
      }
      this.pending = all.length > 0 ? [Buffer.from(all)] : [];
      this.pendingBytes = all.length;
    }
    callback();
  }

  override _flush(callback: TransformCallback): void {
    if (this.pendingBytes > 0) {
      this.emitHeld();
      this.held = Buffer.concat(this.pending);
    }
    this.push(sealChunk(this.keys, this.index, this.held ?? Buffer.alloc(0), true));
    callback();
  }

  private emitHeld(): void {
    if (!this.held) return;
    this.push(sealChunk(this.keys, this.index, this.held, false));
    this.index += 1;
    this.held = null;
  }
}
