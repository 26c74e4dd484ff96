import { describe, expect, it } from 'vitest';
import {
  parseStoredResults,
  reba,
  rebaDetail,
  scoreAssessment,
  STORED_RESULTS_VERSION,
  StoredResultsUnreadable,
  type AnalysedVideo,
} from '../src/index';
import { squatFrames } from '../src/testing';

const video: AnalysedVideo = {
  duration_seconds: 4,
  width: 720,
  height: 1280,
  sampled_fps: 10,
  model: 'blazepose-full',
  person_found_ratio: 1,
  non_reference_frames_skipped: false,
  camera_view: { view: 'oblique', yawDegrees: 40, spread: 0.1, warnFrontBack: false },
  timings: { totalMs: 1234 },
};
const stored = () =>
  JSON.parse(
    JSON.stringify({
      ...scoreAssessment({
        method: reba,
        inputs: { load: 'LESS_THAN_5', coupling: 'GOOD' },
        frames: squatFrames(),
        sampledFps: 10,
      }),
      video,
    }),
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

  it('answers a clear reason, never a crash, for a document it cannot read', () => {
    expect(reason({ ...stored(), version: STORED_RESULTS_VERSION + 1 })).toBe('newer_version');
    expect(reason({ ...stored(), version: undefined })).toBe('malformed');
    expect(reason({ ...stored(), body_parts: 'many' })).toBe('malformed');
    expect(reason(null)).toBe('malformed');
    expect(reason([1, 2])).toBe('malformed');
    expect(reason('{"version":1}')).toBe('malformed');
  });
});
