import { describe, expect, it } from 'vitest';
import { LM, NUM_LANDMARKS, type PoseFrame } from '../model/keypoints';
import type { PersonBox } from './boxes';
import { frameOwner } from './frame-owner';
import { followWorker, rangesOf } from './follow-worker';
import { boxAt, trackPeople, type PeopleFrame } from './track-people';
import { defaultWorker, pickedWorker, PersonNotFoundError } from './worker-choice';

const box = (cx: number, cy: number, w: number, h: number): PersonBox => ({
  x0: cx - w / 2,
  y0: cy - h / 2,
  x1: cx + w / 2,
  y1: cy + h / 2,
});

/** A pose whose torso (shoulders, hips) sits at (cx, cy), `h` tall. */
function poseAt(time: number, cx: number, cy: number, h = 200): PoseFrame {
  const image = new Float32Array(NUM_LANDMARKS * 3);
  for (let i = 0; i < NUM_LANDMARKS; i++) {
    image[i * 3] = cx;
    image[i * 3 + 1] = cy;
    image[i * 3 + 2] = 0.9;
  }
  const set = (i: number, x: number, y: number) => {
    image[i * 3] = x;
    image[i * 3 + 1] = y;
  };
  set(LM.left_shoulder, cx + 20, cy - h / 4);
  set(LM.right_shoulder, cx - 20, cy - h / 4);
  set(LM.left_hip, cx + 15, cy + h / 4);
  set(LM.right_hip, cx - 15, cy + h / 4);
  return { time, pose: { score: 0.9, image, world: null } };
}

/**
 * Two people walking towards each other along the same line, at 2 samples per second: A from the
 * left, B from the right, crossing in the middle (their boxes overlap for several samples).
 */
function crossing(): PeopleFrame[] {
  const frames: PeopleFrame[] = [];
  for (let k = 0; k <= 12; k++) {
    const time = k / 2;
    const a = box(100 + k * 60, 300, 80, 240);
    const b = box(820 - k * 60, 310, 90, 250);
    // detections come in no particular order
    frames.push({
      time,
      people:
        k % 2
          ? [
              { box: a, score: 0.8 },
              { box: b, score: 0.7 },
            ]
          : [
              { box: b, score: 0.7 },
              { box: a, score: 0.8 },
            ],
    });
  }
  return frames;
}

describe('trackPeople', () => {
  it('keeps one identity for each person through a crossing', () => {
    const tracks = trackPeople(crossing());
    expect(tracks).toHaveLength(2);
    const [first, second] = tracks;
    // each track keeps moving the same way throughout: A rightwards, B leftwards
    for (const track of [first, second]) {
      const xs = track?.samples.map((s) => (s.box.x0 + s.box.x1) / 2) ?? [];
      expect(xs).toHaveLength(13);
      const direction = Math.sign((xs[1] ?? 0) - (xs[0] ?? 0));
      for (let i = 1; i < xs.length; i++)
        expect(Math.sign((xs[i] ?? 0) - (xs[i - 1] ?? 0))).toBe(direction);
    }
  });

  it('starts a new track for someone who appears far from everyone, and ends tracks unseen for 3 s', () => {
    const frames: PeopleFrame[] = [
      { time: 0, people: [{ box: box(100, 300, 80, 240), score: 0.9 }] },
      {
        time: 0.5,
        people: [
          { box: box(110, 300, 80, 240), score: 0.9 },
          { box: box(900, 300, 80, 240), score: 0.9 },
        ],
      },
      { time: 5, people: [{ box: box(110, 300, 80, 240), score: 0.9 }] },
    ];
    const tracks = trackPeople(frames);
    expect(tracks.map((t) => t.samples.length)).toEqual([2, 1, 1]);
  });

  it('follows a person who crouches and runs between samples', () => {
    const frames: PeopleFrame[] = [
      { time: 0, people: [{ box: box(500, 300, 120, 380), score: 0.8 }] },
      { time: 0.5, people: [{ box: box(700, 420, 200, 160), score: 0.6 }] },
      { time: 1, people: [{ box: box(950, 350, 110, 260), score: 0.7 }] },
    ];
    expect(trackPeople(frames)).toHaveLength(1);
  });
});

describe('choosing the worker', () => {
  const tracks = trackPeople([
    ...[0, 0.5, 1, 1.5, 2, 2.5, 3].map((time) => ({
      time,
      people: [{ box: box(300, 300, 100, 300), score: 0.8 }],
    })),
  ]);
  const passerBy = trackPeople(
    [1, 1.5].map((time) => ({ time, people: [{ box: box(900, 300, 120, 360), score: 0.9 }] })),
  );
  const all = [...tracks, ...passerBy.map((t) => ({ ...t, id: 2 }))];

  it('takes the person present longest and largest by default', () => {
    expect(defaultWorker(all, 0.5)?.id).toBe(1);
    expect(defaultWorker([], 0.5)).toBeNull();
  });

  it('takes the person clicked, at the nearest sampled moment', () => {
    expect(pickedWorker(all, { time: 1.2, x: 900, y: 300 }, 0.5).id).toBe(2);
    expect(pickedWorker(all, { time: 2.9, x: 310, y: 200 }, 0.5).id).toBe(1);
    // beside a person, within half their height
    expect(pickedWorker(all, { time: 1, x: 380, y: 300 }, 0.5).id).toBe(1);
  });

  it('refuses a click on nobody', () => {
    expect(() => pickedWorker(all, { time: 1, x: 600, y: 40 }, 0.5)).toThrow(PersonNotFoundError);
    // the passer-by is gone at 3 s
    expect(() => pickedWorker(all, { time: 3, x: 900, y: 300 }, 0.5)).toThrow(PersonNotFoundError);
  });
});

describe('whose frame it is', () => {
  const worker = {
    id: 1,
    samples: [0, 1, 2].map((time) => ({ time, box: box(300, 300, 120, 320), score: 0.9 })),
  };
  const other = {
    id: 2,
    samples: [0, 1].map((time) => ({ time, box: box(800, 300, 120, 320), score: 0.9 })),
  };
  const context = { worker, others: [other], hold: 0.25 };

  it("tells the worker's pose from someone else's", () => {
    expect(frameOwner(poseAt(0.5, 300, 300), context)).toBe('worker');
    expect(frameOwner(poseAt(0.5, 800, 300), context)).toBe('other');
    expect(frameOwner({ time: 0.5, pose: null }, context)).toBe('other');
  });

  it('says when the worker is not there, or too close to someone to be told apart', () => {
    expect(frameOwner({ time: 3, pose: null }, context)).toBe('absent');
    const stays = {
      ...other,
      samples: [...other.samples, { time: 3, box: box(800, 300, 120, 320), score: 0.9 }],
    };
    expect(frameOwner(poseAt(3, 800, 300), { ...context, others: [stays] })).toBe('absent');
    // nobody else in view either: still not taken as the worker's
    expect(frameOwner(poseAt(3, 300, 300), context)).toBe('absent');
    const near = {
      ...other,
      samples: other.samples.map((s) => ({ ...s, box: box(330, 300, 120, 320) })),
    };
    expect(frameOwner(poseAt(0.5, 300, 300), { ...context, others: [near] })).toBe('overlapped');
  });

  it('leaves a pose that fits another person’s box too unscored, as an overlap (issue 31, item 4)', () => {
    // someone narrower passes just in front of the worker's right side: their boxes overlap
    // little (IoU 0.14, under CONFUSION_IOU), but a pose there could be either person's
    const passing = {
      ...other,
      samples: other.samples.map((s) => ({ ...s, box: box(370, 300, 80, 240) })),
    };
    const withPassing = { ...context, others: [passing] };
    expect(frameOwner(poseAt(0.5, 325, 300), withPassing)).toBe('overlapped');
    // a pose only the worker's box holds is the worker's
    expect(frameOwner(poseAt(0.5, 270, 300), withPassing)).toBe('worker');
  });

  it('interpolates boxes between samples and holds them half a period at the ends', () => {
    expect(boxAt(worker, 0.5, 0.25)?.x0).toBeCloseTo(240);
    expect(boxAt(worker, 2.2, 0.25)).not.toBeNull();
    expect(boxAt(worker, 2.3, 0.25)).toBeNull();
  });
});

describe('followWorker', () => {
  const people: PeopleFrame[] = [0, 0.5, 1, 1.5, 2].map((time) => ({
    time,
    people: [
      { box: box(300, 300, 120, 320), score: 0.9 },
      ...(time <= 1.5 ? [{ box: box(800, 300, 100, 300), score: 0.9 }] : []),
    ],
  }));

  it("runs BlazePose again on the worker where it followed someone else, and drops what is still not the worker's", async () => {
    // BlazePose followed the other person from 0.5 s to 1 s
    const frames = [0, 0.5, 1, 1.5, 2].map((t) =>
      t === 0.5 || t === 1 ? poseAt(t, 800, 300) : poseAt(t, 300, 300),
    );
    const asked: unknown[] = [];
    const result = await followWorker({
      frames,
      people,
      fps: 2,
      peopleFps: 2,
      rerun: async (ranges) => {
        asked.push(ranges);
        // the steered run finds the worker at 0.5 s only
        return [poseAt(0.5, 300, 300), poseAt(1, 800, 300), poseAt(1.5, 800, 300)];
      },
    });
    expect(asked).toEqual([[{ startIndex: 1, count: 2 }]]);
    // a frame that was already the worker's is never replaced by a steered one
    expect(result.frames[3]).toBe(frames[3]);
    expect(result.summary.worker).toBe(1);
    expect(result.summary.chosen_by).toBe('default');
    expect(result.frames.map((f) => f.pose !== null)).toEqual([true, true, false, true, true]);
    expect(result.summary.gaps).toEqual([{ from: 1, to: 1, reason: 'not_found' }]);
  });

  it('leaves a one-person video to BlazePose', async () => {
    const frames = [poseAt(0, 300, 300), { time: 0.5, pose: null }];
    const result = await followWorker({
      frames,
      people: [{ time: 0, people: [{ box: box(300, 300, 120, 320), score: 0.9 }] }],
      fps: 2,
      peopleFps: 2,
      rerun: () => Promise.reject(new Error('not expected')),
    });
    expect(result.frames).toEqual(frames);
    expect(result.summary.tracks).toHaveLength(1);
  });

  it("alone in view, keeps BlazePose's frames and only retries those where it found nobody", async () => {
    const alone: PeopleFrame[] = [0, 0.5, 1].map((time) => ({
      time,
      people: [{ box: box(300, 300, 120, 320), score: 0.9 }],
    }));
    // BlazePose drifted off the box at 0 s (kept: nobody else is there) and found nobody at 0.5 s
    const frames = [poseAt(0, 500, 300), { time: 0.5, pose: null }, poseAt(1, 300, 300)];
    const asked: unknown[] = [];
    const result = await followWorker({
      frames,
      people: alone,
      fps: 2,
      peopleFps: 2,
      rerun: async (ranges) => {
        asked.push(ranges);
        return [poseAt(0.5, 300, 300)];
      },
    });
    expect(asked).toEqual([[{ startIndex: 1, count: 1 }]]);
    expect(result.frames.map((f) => f.pose !== null)).toEqual([true, true, true]);
    expect(result.frames[0]).toBe(frames[0]);
    expect(result.summary.gaps).toEqual([]);
  });

  it('joins nearby frame indices into ranges', () => {
    expect(rangesOf([7, 1, 2, 3, 9, 20], 3)).toEqual([
      { startIndex: 1, count: 9 },
      { startIndex: 20, count: 1 },
    ]);
  });
});
