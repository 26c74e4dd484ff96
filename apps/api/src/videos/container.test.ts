import { describe, expect, it } from 'vitest';
import {
  isRefusedVideoContainer,
  STRUCTURE_LIMITS,
  structureComplete,
  type ReadAt,
} from './container';
import { craftedBoxes } from '../../test/crafted-video';
import { videoBytes } from '../../test/video-helpers';

/** A reader over a plain buffer that counts its reads. */
function counting(data: Buffer) {
  const reader = {
    reads: 0,
    readAt: ((offset, length) => {
      reader.reads += 1;
      return Promise.resolve(data.subarray(offset, offset + length));
    }) as ReadAt,
  };
  return reader;
}

describe('structureComplete (ISO BMFF)', () => {
  it('refuses a file of 9,990 empty boxes after at most 1,000 box headers', async () => {
    const crafted = craftedBoxes(9990);
    const reader = counting(crafted);
    expect(await structureComplete('mp4', crafted.length, reader.readAt)).toBe(false);
    expect(reader.reads).toBeLessThanOrEqual(STRUCTURE_LIMITS.maxBoxes);
  });

  it('accepts a complete file of a few boxes and refuses it cut off', async () => {
    const small = craftedBoxes(5);
    expect(await structureComplete('mp4', small.length, counting(small).readAt)).toBe(true);
    const cut = small.subarray(0, small.length - 3);
    expect(await structureComplete('mp4', cut.length, counting(cut).readAt)).toBe(false);
  });

  it('refuses a walk that outlasts its time limit', async () => {
    let clock = 0;
    const limits = { maxBoxes: 1000, maxMilliseconds: 50, now: () => clock };
    const crafted = craftedBoxes(100);
    const slow: ReadAt = (offset, length) => {
      clock += 10; // every read takes 10 ms of the fake clock
      return Promise.resolve(crafted.subarray(offset, offset + length));
    };
    expect(await structureComplete('mp4', crafted.length, slow, limits)).toBe(false);
    expect(clock).toBeLessThanOrEqual(70);
  });
});

describe('structureComplete (Matroska)', () => {
  const mkv = videoBytes('squats.mkv');

  it('accepts the whole file, and refuses it cut to 49% (its Segment declares more than it holds)', async () => {
    expect(await structureComplete('mkv', mkv.length, counting(mkv).readAt)).toBe(true);
    // issue 29: accepted as 13 s, "completed" with results for 0–5.4 s
    const cut = mkv.subarray(0, Math.floor(mkv.length * 0.49));
    expect(await structureComplete('mkv', cut.length, counting(cut).readAt)).toBe(false);
  });

  it('refuses bytes that begin like EBML but hold no Segment', async () => {
    const head = mkv.subarray(0, 40);
    expect(await structureComplete('mkv', head.length, counting(head).readAt)).toBe(false);
  });

  it('walks a Segment of unknown size by its children', async () => {
    // the Segment's 8-byte size set to "unknown" (all ones), as a live recording writes it
    const live = Buffer.from(mkv);
    const segmentAt = live.indexOf(Buffer.from([0x18, 0x53, 0x80, 0x67]));
    live.fill(0xff, segmentAt + 5, segmentAt + 12);
    live[segmentAt + 4] = 0x01;
    expect(await structureComplete('mkv', live.length, counting(live).readAt)).toBe(true);
    const cut = live.subarray(0, Math.floor(live.length * 0.49));
    expect(await structureComplete('mkv', cut.length, counting(cut).readAt)).toBe(false);
  });
});

describe('isRefusedVideoContainer: a video, but not in a container we accept', () => {
  it('knows a WebM from an MKV, and neither a JPEG nor text for a video', () => {
    expect(isRefusedVideoContainer(videoBytes('squats_vp9.webm').subarray(0, 4096))).toBe(true);
    expect(isRefusedVideoContainer(videoBytes('squats.mkv').subarray(0, 4096))).toBe(false);
    expect(isRefusedVideoContainer(videoBytes('tfjs-pose_squats.mp4').subarray(0, 4096))).toBe(
      false,
    );
    expect(isRefusedVideoContainer(videoBytes('tfjs-pose.jpg').subarray(0, 4096))).toBe(false);
    expect(isRefusedVideoContainer(Buffer.from('just some notes, renamed .mp4\n'))).toBe(false);
  });
});
