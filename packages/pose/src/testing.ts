import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Matroska's Duration element: its id, then a one-byte size of 8 (an 8-byte float follows). */
const DURATION_ELEMENT = Buffer.from([0x44, 0x89, 0x88]);

/**
 * Writes a Matroska video whose header lies about its length (issue 29's crafted upload): a black
 * stream of `realSeconds` at 10 frames a second, one keyframe for the whole of it (so a decoder
 * must read from the start), whose Duration element is then overwritten with `declaredSeconds`.
 * ffprobe reports the declared length; the stream runs for the real one.
 */
export async function writeLyingMatroska(
  file: string,
  options: { realSeconds: number; declaredSeconds: number },
): Promise<void> {
  await run('ffmpeg', [
    ...['-v', 'error', '-nostdin', '-y', '-f', 'lavfi'],
    ...['-i', `color=c=black:s=64x64:r=10:d=${options.realSeconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '100000', '-an', file],
  ]);
  const bytes = await readFile(file);
  const at = bytes.indexOf(DURATION_ELEMENT);
  if (at < 0) throw new Error('ffmpeg wrote no 8-byte Duration element');
  // in TimecodeScale units, 1 ms unless the muxer was told otherwise
  bytes.writeDoubleBE(options.declaredSeconds * 1000, at + DURATION_ELEMENT.length);
  await writeFile(file, bytes);
}
