import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip } from '../../test/helpers/media';
import { decodeFrames, MediaError, probeVideo } from './index';

let tmp = '';
let server: Server;
let base = '';

/** A loopback file server with Range support, like the API's decrypted-video server. */
function serve(dir: string): Promise<string> {
  server = createServer((req, res) => {
    const file = path.join(dir, path.basename(req.url ?? ''));
    stat(file).then(
      (st) => {
        const m = /bytes=(\d+)-(\d*)/.exec(req.headers.range ?? '');
        const start = m ? Number(m[1]) : 0;
        const end = m?.[2] ? Number(m[2]) : st.size - 1;
        res.writeHead(m ? 206 : 200, {
          'accept-ranges': 'bytes',
          'content-length': end - start + 1,
          ...(m ? { 'content-range': `bytes ${start}-${end}/${st.size}` } : {}),
        });
        createReadStream(file, { start, end }).pipe(res);
      },
      () => res.writeHead(404).end(),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'pose-policy-'));
  await makeClip(path.join(tmp, 'clip.mp4'), 'testsrc', 2, '640x360');
  base = await serve(tmp);
});
afterAll(async () => {
  server.close();
  await rm(tmp, { recursive: true, force: true });
});

describe('inputs over http (the API serves decrypted uploads on loopback)', () => {
  it('probes and decodes a URL', async () => {
    const info = await probeVideo(`${base}/clip.mp4`);
    expect(info).toMatchObject({ width: 640, height: 360, codec: 'h264' });
    let n = 0;
    for await (const f of decodeFrames(`${base}/clip.mp4`, { fps: 5, info }))
      n += f.data.length > 0 ? 1 : 0;
    expect(n).toBe(10);
  });
  it('a missing URL is a MediaError', async () => {
    await expect(probeVideo(`${base}/nope.mp4`)).rejects.toBeInstanceOf(MediaError);
  });
});

describe('untrusted input policy', () => {
  it('refuses playlists that would make ffmpeg open other files', async () => {
    const m3u8 = path.join(tmp, 'list.m3u8');
    await writeFile(
      m3u8,
      `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\n${path.join(tmp, 'clip.mp4')}\n#EXT-X-ENDLIST\n`,
    );
    await expect(probeVideo(m3u8)).rejects.toMatchObject({ code: 'NOT_VIDEO' });
    const concat = path.join(tmp, 'list.txt');
    await writeFile(concat, `ffconcat version 1.0\nfile '${path.join(tmp, 'clip.mp4')}'\n`);
    await expect(probeVideo(concat)).rejects.toBeInstanceOf(MediaError);
  });
});
