import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { decodeHeader, HEADER_SIZE, openChunk, plainSize, TAG_SIZE } from './envelope';

export interface EncryptedFileInfo {
  size: number;
}

export async function encryptedFileInfo(
  file: string,
  masterKey: Buffer,
): Promise<EncryptedFileInfo> {
  const handle = await open(file, 'r');
  try {
    const header = Buffer.alloc(HEADER_SIZE);
    await handle.read(header, 0, HEADER_SIZE, 0);
    const keys = decodeHeader(header, masterKey);
    const { size } = await handle.stat();
    return { size: plainSize(size, keys.chunkSize) };
  } finally {
    await handle.close();
  }
}

/**
 * Streams plaintext bytes [start, end] (inclusive) of an encrypted file, decrypting and verifying
 * only the chunks that cover the range: this is what makes HTTP Range requests (video seeking)
 * cheap on encrypted storage.
 */
export function decryptRange(
  file: string,
  masterKey: Buffer,
  start: number,
  end: number,
): Readable {
  async function* chunks() {
    const handle = await open(file, 'r');
    try {
      const header = Buffer.alloc(HEADER_SIZE);
      await handle.read(header, 0, HEADER_SIZE, 0);
      const keys = decodeHeader(header, masterKey);
      const { size } = await handle.stat();
      const total = plainSize(size, keys.chunkSize);
      if (total === 0 || end < start) return;
      const last = Math.min(end, total - 1);
      const sealedSize = keys.chunkSize + TAG_SIZE;
      const lastIndex = Math.ceil(total / keys.chunkSize) - 1;
      for (
        let index = Math.floor(start / keys.chunkSize);
        index * keys.chunkSize <= last;
        index += 1
      ) {
        const offset = HEADER_SIZE + index * sealedSize;
        const length = Math.min(sealedSize, size - offset);
        const sealed = Buffer.alloc(length);
        await handle.read(sealed, 0, length, offset);
        const plain = openChunk(keys, index, sealed, index === lastIndex);
        const from = Math.max(0, start - index * keys.chunkSize);
        const to = Math.min(plain.length, last - index * keys.chunkSize + 1);
        yield plain.subarray(from, to);
      }
    } finally {
      await handle.close();
    }
  }
  return Readable.from(chunks());
}
