import type { FramePosture } from '@ergo/ergonomics';
import { measured, standingFrame } from '@ergo/ergonomics/testing';
import type { MethodDescriptor } from './methods/descriptor';
import { scoreAssessment } from './methods/score-assessment';
import type { Language } from './i18n';
import type { StoredResults } from './results/stored';
import {
  averagesView,
  bodyPartView,
  breakpointsView,
  heatMapView,
  kinematicsView,
  lineGraphView,
  scoreView,
} from './results/views';

/* Builders for tests of the packages and apps that use the contract (not used by the product). */

/** The Turkish glossary's checks, for each catalogue's test. */
export * from './i18n/glossary-tr';

const v = measured;

/**
 * A standing worker with the trunk and knees at the given angles (degrees), fully measured: the
 * ergonomics package's standing frame with the heights and reach a lifting method reads.
 */
export const frame = (time: number, trunk: number, knee: number): FramePosture =>
  standingFrame(time, trunk, knee, {
    hands_height: v(0.9),
    knee_height: v(0.5),
    hip_height: v(0.95),
    shoulder_height: v(1.45),
    hands_horizontal_distance: v(0.3),
  });

/** 2 s upright, then 2 s of deep squat (trunk 40°, knees 100°), at 10 frames a second. */
export const squatFrames = (): FramePosture[] => [
  ...Array.from({ length: 20 }, (_, i) => frame(i / 10, 2, 5)),
  ...Array.from({ length: 20 }, (_, i) => frame(2 + i / 10, 40, 100)),
];

/** REBA inputs that make frame(t, 70, 100) very high (11) and frame(t, 45, 60) high (9). */
export const LATE_FINAL_INPUTS = {
  load: 'GREATER_THAN_10',
  coupling: 'POOR',
  activity: ['STATIC_POSTURE', 'REPEATED_SMALL_RANGE_ACTIONS', 'LARGE_RANGE_CHANGES'],
};

/**
 * 15 s at 10 frames a second (REBA with LATE_FINAL_INPUTS) whose decisive moments come late or
 * alone: the risk changes between medium and high every second for 10 s, a 0.3 s reach with the
 * arms raised at 5 s scores highest (13, too short to hold or to be a change), and the very-high
 * posture held from 11.2 s to 13.2 s sets the final score (11), after eleven other changes.
 */
export function lateFinalFrames(): FramePosture[] {
  return Array.from({ length: 150 }, (_, i) => {
    const time = i / 10;
    if (i >= 112 && i < 132) return frame(time, 70, 100);
    if (i >= 50 && i < 53) {
      const reach = frame(time, 70, 100);
      const arm = { ...reach.left, upper_arm_flexion: v(100) };
      return { ...reach, left: arm, right: arm };
    }
    return i < 100 && Math.floor(time) % 2 === 1 ? frame(time, 45, 60) : frame(time, 0, 0);
  });
}

/** A real stored-results document of the squat frames, as the analysis stores it (for tests). */
export function storedResultsFixture(
  method: MethodDescriptor,
  inputs: Record<string, unknown>,
): StoredResults {
  return {
    ...scoreAssessment({ method, inputs, frames: squatFrames(), sampledFps: 10 }),
    video: {
      duration_seconds: 4,
      width: 720,
      height: 1280,
      sampled_fps: 10,
      model: 'blazepose-full',
      person_found_ratio: 1,
      non_reference_frames_skipped: false,
      camera_view: { view: 'oblique', yawDegrees: 40, spread: 0.1, warnFrontBack: false },
      timings: { totalMs: 1000 },
    },
  };
}

/** The documents the result routes serve for a stored-results fixture, as the API makes them. */
export function servedDocumentsFixture(results: StoredResults, lang: Language = 'en') {
  return {
    score: scoreView(results, lang),
    bodyParts: bodyPartView(results),
    heatMap: heatMapView(results),
    kinematics: kinematicsView(results),
    averages: averagesView(results),
    lineGraph: (bodyPart: string) => lineGraphView(results, bodyPart),
    breakpoints: breakpointsView(results, [], () => ''),
  };
}
