import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FileStore } from './file-store';
import { parseRange } from './range';

export interface LoopbackUrl {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves one decrypted file on 127.0.0.1 under an unguessable path, with Range support, so that
 * ffprobe and ffmpeg can read (and seek in) an encrypted video without a plaintext copy on disk.
 */
export async function serveDecrypted(store: FileStore, fileId: string): Promise<LoopbackUrl> {
  const size = await store.size(fileId);
  const secret = randomBytes(16).toString('hex');
  const server: Server = createServer((request, response) => {
    if (request.url !== `/${secret}` || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404).end();
      return;
    }
    const range = parseRange(request.headers.range, size);
    if (range === 'unsatisfiable') {
      response.writeHead(416, { 'Content-Range': `bytes */${size}` }).end();
      return;
    }
    const { start, end } = range ?? { start: 0, end: size - 1 };
    response.writeHead(range ? 206 : 200, {
      'Accept-Ranges': 'bytes',
      'Content-Length': String(Math.max(0, end - start + 1)),
      'Content-Type': 'application/octet-stream',
      ...(range ? { 'Content-Range': `bytes ${start}-${end}/${size}` } : {}),
    });
    if (request.method === 'HEAD' || size === 0) {
      response.end();
      return;
    }
    const stream = store.read(fileId, start, end);
    stream.on('error', () => response.destroy());
    // ffmpeg closes connections early when it seeks: that is normal, not an error.
    response.on('close', () => stream.destroy());
    stream.pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/${secret}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
