import { describe, expect, it } from 'vitest';
import type { DecodedFrame } from '../media/decode';
import { FlowGate } from './feeder';
import { FrameInbox } from './frame-inbox';

const frame = (index: number): DecodedFrame => ({
  index,
  time: index / 10,
  data: new Uint8Array(3),
  width: 1,
  height: 1,
  scaleX: 1,
  scaleY: 1,
  offsetX: 0,
  offsetY: 0,
});

describe('FlowGate', () => {
  it('lets the feeder run `window` frames ahead, then waits for progress', async () => {
    const gate = new FlowGate(2);
    await gate.room();
    gate.sent = 2;
    let passed = false;
    const waiting = gate.room().then(() => (passed = true));
    await Promise.resolve();
    expect(passed).toBe(false);
    gate.update(1);
    await waiting;
    expect(passed).toBe(true);
  });
  it('release() frees a waiting feeder for good', async () => {
    const gate = new FlowGate(1);
    gate.sent = 5;
    const waiting = gate.room();
    gate.release();
    await expect(waiting).resolves.toBeUndefined();
    expect(gate.released).toBe(true);
  });
});

describe('FrameInbox', () => {
  it('yields pushed frames in order, then ends', async () => {
    const box = new FrameInbox();
    const got: number[] = [];
    const reading = (async () => {
      for await (const f of box) got.push(f.index);
    })();
    box.push(frame(0));
    box.push(frame(1));
    await new Promise((r) => setTimeout(r, 5));
    box.push(frame(2));
    box.end();
    await reading;
    expect(got).toEqual([0, 1, 2]);
  });
  it('propagates a failure to the reader', async () => {
    const box = new FrameInbox();
    const next = box.next();
    box.fail(new Error('ffmpeg died'));
    await expect(next).rejects.toThrow('ffmpeg died');
  });
});
