import { describe, expect, it } from 'vitest';
import { reba, scoreAssessment, type StoredResults } from '@ergo/contracts';
import { frame } from '@ergo/contracts/testing';
import { findingsOf, nextSuggestion, proposeRecommendations, renderMeasured } from '../src';
import { dominantRange } from '../src/recommendations/posture-findings';

const INPUTS = { load: 'LESS_THAN_5', coupling: 'GOOD' };

/** Stored results of frames given as trunk angles (10 frames a second). */
function resultsOf(trunk: readonly number[], knee = 5): StoredResults {
  const frames = trunk.map((angle, i) => frame(i / 10, angle, knee));
  return {
    ...scoreAssessment({ method: reba, inputs: INPUTS, frames, sampledFps: 10 }),
    video: {
      duration_seconds: frames.length / 10,
      width: 720,
      height: 1280,
      sampled_fps: 10,
      model: 'blazepose-full',
      person_found_ratio: 1,
      camera_view: { view: 'side', yawDegrees: 90, spread: 0.1, warnFrontBack: false },
      timings: {},
    },
  };
}

const trunkFinding = (results: StoredResults) =>
  findingsOf({ kind: 'video', method: 'reba', results, inputs: INPUTS }).find(
    (f) => f.factor === 'posture.trunk',
  );

describe('findings from a video method', () => {
  it('names the red range before a longer amber one, with its share of the measured time', () => {
    // 3 s at 40° (amber), 1 s at 70° (red)
    const results = resultsOf([...Array<number>(30).fill(40), ...Array<number>(10).fill(70)]);
    const finding = trunkFinding(results);
    expect(finding && renderMeasured(finding.measured, 'en')).toMatch(
      /trunk flexion over 60° for 25% of the measured time$/,
    );
    expect(finding && renderMeasured(finding.measured, 'tr')).toMatch(
      /ölçülen sürenin %25 kadarında gövde fleksiyonu 60°'nin üzerinde$/,
    );
  });

  it('tells extension from flexion', () => {
    const results = resultsOf(Array<number>(40).fill(40));
    const angles = [...Array<number>(10).fill(2), ...Array<number>(30).fill(-30)];
    const range = dominantRange(
      { ...results, series: { ...results.series, angles: { trunk_flexion: angles } } },
      'trunk',
    );
    expect(range).toMatchObject({
      motion: 'trunk_flexion',
      share: 0.75,
      range: { key: 'range_extension_over', params: { limit: 20 }, colour: 'red' },
    });
  });

  it('proposes nothing for a posture in the low bands, and no task factor for a low score', () => {
    const results = resultsOf(Array<number>(40).fill(2));
    expect(
      proposeRecommendations(
        { kind: 'video', method: 'reba', results, inputs: { ...INPUTS, coupling: 'FAIR' } },
        'en',
        new Set(),
      ),
    ).toEqual([]);
  });

  it('gives the catalogue suggestions in order, passing over used ones, then none', () => {
    const used = new Set<string>();
    let next = nextSuggestion('posture.trunk', used, 'en');
    while (next) {
      expect(used.has(next.catalogue_key)).toBe(false);
      used.add(next.catalogue_key);
      next = nextSuggestion('posture.trunk', used, 'en');
    }
    expect(used.size).toBeGreaterThanOrEqual(3);
    expect(nextSuggestion('posture.tail', new Set(), 'en')).toBeNull();
  });
});
