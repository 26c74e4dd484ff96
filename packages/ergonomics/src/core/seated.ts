import { ScoringInputError } from './errors';
import type { MeasuredSource, PostureReader } from './posture-read';
import type { FramePosture } from '../posture';
import { ruleStep, type ScoreStep } from './step';

/**
 * Whether the worker sits, as the assessment states it: `AUTO` (default) takes what the video
 * detects in each frame (`measures.seated`), `YES` and `NO` state it for the whole task, for when
 * the detection is wrong (a squat with the feet hidden reads as seated).
 */
export const SEATED_INPUT_CODES = ['AUTO', 'YES', 'NO'] as const;
export type SeatedInput = (typeof SEATED_INPUT_CODES)[number];

/** A frame reads as seated when its seated measure is at least this (the measure is 0 or 1). */
const SEATED_AT = 0.5;

export interface SeatedReading {
  seated: boolean;
  /** stated by the user (input or option), detected in the frame, or unknown (nothing to read) */
  how: 'stated' | 'detected' | 'unknown';
  /** the detection behind a detected answer */
  source?: MeasuredSource;
}

/**
 * Seated or not in one frame: the task input wins (`YES`/`NO`), then the `seated` option of the
 * scorer, then the frame's own detection; without any, not seated.
 */
export function readSeated(
  r: PostureReader,
  input: SeatedInput | undefined,
  statedOption: boolean,
): SeatedReading {
  if (input !== undefined && !SEATED_INPUT_CODES.includes(input))
    throw new ScoringInputError('unknown_code', 'seated', {
      allowed: SEATED_INPUT_CODES.join('|'),
    });
  if (input === 'YES' || (input !== 'NO' && statedOption)) return { seated: true, how: 'stated' };
  if (input === 'NO') return { seated: false, how: 'stated' };
  const m = r.measurePart('seated');
  if (!m) return { seated: false, how: 'unknown' };
  return { seated: m.value >= SEATED_AT, how: 'detected', source: m };
}

/** The legs' explanation step of a stated or detected seated posture (legs 1). */
export function seatedStep(id: string, seat: SeatedReading): ScoreStep {
  if (seat.how !== 'detected' || !seat.source)
    return ruleStep(id, 'part.leg', 'rule.seated_stated', 1);
  return {
    id,
    key:
      seat.source.lowConfidence === true
        ? 'explain.seated_detected_unsure'
        : 'explain.seated_detected',
    params: { part_key: 'part.leg', percent: Math.round(seat.source.confidence * 100) },
    value: 1,
  };
}

/** A seated reading counts toward a video's seated share from this confidence on. */
const SHARE_MIN_CONFIDENCE = 0.5;

/**
 * The share of the frames with a person in which the video detects a seated posture, among the
 * frames where it could tell with confidence (legs hidden behind a desk tell nothing); null when
 * it could tell in none. ROSA, which assesses a seated worker, warns when this is low.
 */
export function seatedShare(frames: readonly FramePosture[]): number | null {
  let read = 0;
  let seated = 0;
  for (const frame of frames) {
    const m = frame.personFound ? frame.measures.seated : null;
    if (!m || !Number.isFinite(m.value) || m.lowConfidence === true) continue;
    if (!(m.confidence >= SHARE_MIN_CONFIDENCE)) continue;
    read += 1;
    if (m.value >= SEATED_AT) seated += 1;
  }
  return read === 0 ? null : Math.round((seated / read) * 1000) / 1000;
}
