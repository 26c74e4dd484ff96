import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { FileStore } from '@ergo/platform';
import { indexedHeader, Mp4FragmentScanner, scannedSeconds } from '@ergo/pose/media';

/** The playback copy as stored: encrypted, indexed, ready to serve with Range. */
export interface ReceivedCopy {
  id: string;
  size: number;
  durationSeconds: number;
}

export interface PlaybackSink {
  /** where the compute POSTs the fragmented MP4 as ffmpeg makes it (loopback, unguessable path) */
  url: string;
  /**
   * The stored copy once its upload is complete (null when none came); from then on it is the
   * caller's to record or remove. Rejects with why an upload was refused.
   */
  take(): Promise<ReceivedCopy | null>;
  /** Stops listening; a copy nobody took is removed. */
  close(): Promise<void>;
}

/**
 * Receives the playback copy the compute child makes, on 127.0.0.1, straight into the encrypted
 * store: the child has no store of its own, and no plaintext touches the disk. The stream is
 * scanned on its way (Mp4FragmentScanner), stored, then stored again with its index in front (the
 * first object read back decrypted, range by range, and removed). One upload per sink.
 */
export async function openPlaybackSink(
  store: FileStore,
  options: { maxBytes: number },
): Promise<PlaybackSink> {
  const secret = randomBytes(16).toString('hex');
  let upload: Promise<ReceivedCopy> | null = null;
  let taken = false;

  async function receive(request: IncomingMessage): Promise<ReceivedCopy> {
    const scanner = new Mp4FragmentScanner();
    async function* scanned() {
      for await (const chunk of request as AsyncIterable<Buffer>) {
        scanner.push(chunk);
        yield chunk;
      }
    }
    const staged = await store.stage(Readable.from(scanned()), options.maxBytes);
    let rawId: string | null = null;
    try {
      const scan = scanner.finish();
      rawId = await store.commit(staged);
      const header = indexedHeader(scan);
      const body = store.read(rawId, scan.body.start, scan.body.end - 1);
      async function* indexed() {
        yield header;
        for await (const part of body as AsyncIterable<Buffer>) yield part;
      }
      const final = await store.stage(Readable.from(indexed()), Number.MAX_SAFE_INTEGER);
      return {
        id: await store.commit(final),
        size: final.size,
        durationSeconds: scannedSeconds(scan),
      };
    } finally {
      if (rawId) await store.remove(rawId);
      else await store.discard(staged);
    }
  }

  const server: Server = createServer((request, response) => {
    const accepted =
      request.url === `/${secret}` && (request.method === 'POST' || request.method === 'PUT');
    if (!accepted || upload) {
      request.resume();
      response.writeHead(accepted ? 409 : 404).end();
      return;
    }
    upload = receive(request);
    upload.then(
      () => response.writeHead(201).end(),
      () => response.writeHead(400).end(),
    );
  });
  // the upload lasts as long as the copy takes to make (Node's default limit is 5 minutes)
  server.requestTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/${secret}`,
    async take() {
      if (!upload) return null;
      const copy = await upload;
      taken = true;
      return copy;
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      if (upload && !taken) {
        const left = await upload.catch(() => null);
        if (left) await store.remove(left.id);
      }
    },
  };
}
