import { describe, expect, it } from 'vitest';
import { findMethod, scoreAssessment, type StoredResults } from '@ergo/contracts';
import {
  frame,
  LATE_FINAL_INPUTS,
  lateFinalFrames,
  storedResultsFixture,
} from '@ergo/contracts/testing';
import { thumbnailMoments } from '@ergo/analysis';
import { picturePlan, type StoredPicture } from './picture-plan';

const reba = findMethod('reba');
if (!reba) throw new Error('no REBA');
/** The late decisive posture (11.2 s, the twelfth change) and a 0.3 s peak at 5 s. */
const late = (): StoredResults => ({
  ...storedResultsFixture(reba, LATE_FINAL_INPUTS),
  ...scoreAssessment({
    method: reba,
    inputs: LATE_FINAL_INPUTS,
    frames: lateFinalFrames(),
    sampledFps: 10,
  }),
});
const picture = (role: string, time: number): StoredPicture => ({
  id: `${role}@${time}`,
  role,
  time,
});
const untouched = { recomputed: false, frameTimes: [] };
const times = (points: readonly { time: number }[]) => points.map((point) => point.time);

describe("the report's pictures", () => {
  it('shows the final posture and the peak with their pictures, then the changes by severity', () => {
    const results = late();
    const stored = thumbnailMoments(results).map(({ kind, time }) => picture(kind, time));
    const plan = picturePlan(results, stored, untouched);
    expect(plan.keyPostures).toEqual([
      {
        role: 'final',
        time: 11.2,
        score: 11,
        risk: 'very_high',
        picture: { id: 'final@11.2', time: 11.2 },
      },
      { role: 'peak', time: 5, score: 13, risk: 'very_high', picture: { id: 'peak@5', time: 5 } },
    ]);
    // the decisive change first, with the final posture's picture; the rest by risk, then time
    expect(plan.pictured.map(({ point, pictureId }) => [point.time, pictureId])).toEqual([
      [11.2, 'final@11.2'],
      [1, 'breakpoint@1'],
      [3, 'breakpoint@3'],
      [5.3, 'breakpoint@5.3'],
      [7, 'breakpoint@7'],
      [9, 'breakpoint@9'],
      [0, 'breakpoint@0'],
      [2, 'breakpoint@2'],
      [4, 'breakpoint@4'],
    ]);
    expect(times(plan.listed)).toEqual([6, 8, 10, 13.2]);
    expect(plan.asMeasured).toBe(false);
    expect(plan.recomputedWithoutPicture).toBe(false);
  });

  it('reads an analysis stored before the peak was pictured: no peak card, nothing false', () => {
    const results = late();
    // what the analysis kept then: the final posture and the first eight changes
    const stored = [
      picture('final', 11.2),
      ...results.breakpoints.slice(0, 8).map((point) => picture('breakpoint', point.time)),
    ];
    const plan = picturePlan(results, stored, untouched);
    expect(plan.keyPostures.map((posture) => [posture.role, posture.picture?.id])).toEqual([
      ['final', 'final@11.2'],
    ]);
    expect(times(plan.pictured.map(({ point }) => point))).toEqual([
      11.2, 1, 3, 5.3, 7, 0, 2, 4, 6,
    ]);
  });

  it('makes one card when the peak is the final posture', () => {
    const results = scoreAssessment({
      method: reba,
      inputs: LATE_FINAL_INPUTS,
      frames: Array.from({ length: 40 }, (_, i) =>
        frame(i / 10, i >= 20 ? 70 : 0, i >= 20 ? 100 : 0),
      ),
      sampledFps: 10,
    });
    const plan = picturePlan(
      { ...late(), ...results },
      [picture('final', results.score.representative_time)],
      untouched,
    );
    expect(plan.keyPostures).toEqual([
      expect.objectContaining({
        role: 'final_and_peak',
        time: 2,
        picture: { id: 'final@2', time: 2 },
      }),
    ]);
  });

  it("says a corrected posture's picture shows it as measured, and keeps it in the held posture", () => {
    const results = late();
    const stored = [picture('final', 11.2), picture('peak', 5)];
    // a correction chose the final posture again at 11.5 s, among the frames it applies to
    const moved: StoredResults = {
      ...results,
      score: {
        ...results.score,
        representative_time: 11.5,
        overridden: [{ key: 'trunk_flexion', measured: 70, corrected: 80 }],
        corrected_frames: { start: 11.2, end: 13.1 },
      },
    };
    const plan = picturePlan(moved, stored, { recomputed: true, frameTimes: [] });
    expect(plan.keyPostures[0]).toMatchObject({
      role: 'final',
      time: 11.5,
      picture: { id: 'final@11.2', time: 11.2 },
    });
    expect(plan.asMeasured).toBe(true);
    expect(plan.recomputedWithoutPicture).toBe(false);
    // a frame corrected on its own: the peak's picture shows what the camera measured there
    expect(picturePlan(results, stored, { recomputed: true, frameTimes: [5] }).asMeasured).toBe(
      true,
    );
  });

  it('says so when a recompute moved the final posture to a moment without a picture', () => {
    const results = late();
    const elsewhere: StoredResults = {
      ...results,
      score: { ...results.score, representative_time: 2.5 },
    };
    const stored = [picture('final', 11.2), picture('peak', 5)];
    const plan = picturePlan(elsewhere, stored, { recomputed: true, frameTimes: [2.5] });
    expect(plan.keyPostures[0]).toMatchObject({ role: 'final', time: 2.5, picture: null });
    expect(plan.recomputedWithoutPicture).toBe(true);
    // no picture of a corrected frame is shown, so there is nothing to call "as measured"
    expect(plan.asMeasured).toBe(false);
    expect(picturePlan(elsewhere, stored, untouched).recomputedWithoutPicture).toBe(false);
  });
});
