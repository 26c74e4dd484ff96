import { describe, expect, it } from 'vitest';
import { STRUCTURE_LIMITS, structureComplete, type ReadAt } from './container';
import { craftedBoxes } from '../../test/crafted-video';

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
