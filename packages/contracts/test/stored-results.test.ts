import { describe, expect, it } from 'vitest';
import {
  parseStoredResults,
  reba,
  rebaDetail,
  STORED_RESULTS_VERSION,
  StoredResultsUnreadable,
  type AnalysedVideo,
} from '../src/index';
import { storedResultsFixture } from '../src/testing';

const stored = (): Record<string, unknown> =>
  JSON.parse(
    JSON.stringify(storedResultsFixture(reba, { load: 'LESS_THAN_5', coupling: 'GOOD' })),
  ) as Record<string, unknown>;

const reason = (document: unknown) => {
  try {
    parseStoredResults(document);
  } catch (error) {
    if (error instanceof StoredResultsUnreadable) return error.reason;
    throw error;
  }
  return 'read';
};

describe('parseStoredResults', () => {
  it('reads a stored document back as the contract types it, with the method’s own detail', () => {
    const results = parseStoredResults(stored());
    expect(results.version).toBe(STORED_RESULTS_VERSION);
    expect(results.video.camera_view.view).toBe('oblique');
    expect(rebaDetail.parse(results.score.detail).body_part_scores.trunk).toBe(3);
  });

  it('reads results analysed before non-reference skipping was recorded', () => {
    const older = stored();
    const { non_reference_frames_skipped: _dropped, ...rest } = older.video as AnalysedVideo;
    expect(reason({ ...older, video: rest })).toBe('read');
  });

  it('reads results corrected before a correction reached every frame of the final posture', () => {
    const older = stored();
    const score = {
      ...(older.score as object),
      overridden: [{ key: 'trunk_flexion', measured: 40, corrected: 70 }],
      measured_score: 4,
    };
    const results = parseStoredResults({ ...older, score });
    expect(results.score.corrected_frames).toBeUndefined();
    expect(results.score.worse_held).toBeUndefined();
  });

  it('reads a version 1 document (before score ranges) with its ranges not known, never made up', () => {
    const current = stored() as { score: Record<string, unknown>; body_parts: object[] };
    const { range: _range, ...score } = current.score;
    const older = {
      ...current,
      version: 1,
      score,
      body_parts: current.body_parts.map((part) => {
        const { range: _partRange, ...rest } = part as { range?: unknown };
        return rest;
      }),
    };
    const results = parseStoredResults(older);
    expect(results.version).toBe(2);
    expect(results.score.range).toBeNull();
    expect(results.body_parts.every((part) => part.range === null)).toBe(true);
    // and a new analysis carries them
    const fresh = parseStoredResults(stored());
    expect(fresh.score.range).not.toBeNull();
    expect(fresh.body_parts.every((part) => part.range !== null)).toBe(true);
  });

  it('answers a clear reason, never a crash, for a document it cannot read', () => {
    expect(reason({ ...stored(), version: STORED_RESULTS_VERSION + 1 })).toBe('newer_version');
    expect(reason({ ...stored(), version: undefined })).toBe('malformed');
    expect(reason({ ...stored(), body_parts: 'many' })).toBe('malformed');
    expect(reason(null)).toBe('malformed');
    expect(reason([1, 2])).toBe('malformed');
    expect(reason('{"version":1}')).toBe('malformed');
  });
});
