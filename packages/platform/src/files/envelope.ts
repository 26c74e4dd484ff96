import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * File format (all integers big-endian):
 *   magic "ERGOENC1" | u32 chunkSize | 12-byte key IV | 32-byte wrapped data key | 16-byte key tag
 *   | 8-byte nonce prefix | chunks...
 * Each chunk is AES-256-GCM(dataKey, nonce = prefix ‖ u32 index) of up to chunkSize plaintext bytes
 * followed by its 16-byte tag; the AAD is the chunk index and a "final chunk" flag, so chunks
 * cannot be reordered, and a file cut at a chunk boundary is detected. A fresh data key per file,
 * wrapped by the master key (AES-256-GCM), means one leaked file key exposes one file.
 */
export const MAGIC = Buffer.from('ERGOENC1');
export const CHUNK_SIZE = 64 * 1024;
export const TAG_SIZE = 16;
export const HEADER_SIZE = MAGIC.length + 4 + 12 + 32 + 16 + 8;

export interface FileKeys {
  dataKey: Buffer;
  noncePrefix: Buffer;
  chunkSize: number;
}

export function newFileKeys(): FileKeys {
  return { dataKey: randomBytes(32), noncePrefix: randomBytes(8), chunkSize: CHUNK_SIZE };
}

export function encodeHeader(keys: FileKeys, masterKey: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', masterKey, iv);
  cipher.setAAD(MAGIC);
  const wrapped = Buffer.concat([cipher.update(keys.dataKey), cipher.final()]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(keys.chunkSize);
  return Buffer.concat([MAGIC, size, iv, wrapped, cipher.getAuthTag(), keys.noncePrefix]);
}

export function decodeHeader(header: Buffer, masterKey: Buffer): FileKeys {
  if (header.length < HEADER_SIZE || !header.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new Error('not an encrypted file');
  }
  let at = MAGIC.length;
  const chunkSize = header.readUInt32BE(at);
  at += 4;
  const iv = header.subarray(at, (at += 12));
  const wrapped = header.subarray(at, (at += 32));
  const tag = header.subarray(at, (at += 16));
  const noncePrefix = Buffer.from(header.subarray(at, at + 8));
  const decipher = createDecipheriv('aes-256-gcm', masterKey, iv);
  decipher.setAAD(MAGIC);
  decipher.setAuthTag(tag);
  const dataKey = Buffer.concat([decipher.update(wrapped), decipher.final()]);
  return { dataKey, noncePrefix, chunkSize };
}

function chunkParams(keys: FileKeys, index: number, final: boolean) {
  const nonce = Buffer.alloc(12);
  keys.noncePrefix.copy(nonce, 0);
  nonce.writeUInt32BE(index, 8);
  const aad = Buffer.alloc(5);
  aad.writeUInt32BE(index, 0);
  aad.writeUInt8(final ? 1 : 0, 4);
  return { nonce, aad };
}

export function sealChunk(keys: FileKeys, index: number, plain: Buffer, final: boolean): Buffer {
  const { nonce, aad } = chunkParams(keys, index, final);
  const cipher = createCipheriv('aes-256-gcm', keys.dataKey, nonce);
  cipher.setAAD(aad);
  return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

export function openChunk(keys: FileKeys, index: number, sealed: Buffer, final: boolean): Buffer {
  const { nonce, aad } = chunkParams(keys, index, final);
  const decipher = createDecipheriv('aes-256-gcm', keys.dataKey, nonce);
  decipher.setAAD(aad);
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_SIZE));
  return Buffer.concat([
    decipher.update(sealed.subarray(0, sealed.length - TAG_SIZE)),
    decipher.final(),
  ]);
}

/** Plaintext size of an encrypted file of `fileSize` bytes. */
export function plainSize(fileSize: number, chunkSize: number): number {
  const body = fileSize - HEADER_SIZE;
  if (body <= 0) return 0;
  const sealedChunk = chunkSize + TAG_SIZE;
  const chunks = Math.ceil(body / sealedChunk);
  return body - chunks * TAG_SIZE;
}
