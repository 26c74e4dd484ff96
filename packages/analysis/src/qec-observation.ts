import {
  QEC_OBSERVER_ITEMS,
  qecNeckPostureFromShare,
  qecObservationFromPosture,
  type FramePosture,
} from '@ergo/ergonomics';

/** Below this many measured frames an item is left to the observer (too little to judge). */
const MIN_FRAMES = 5;
/**
 * A posture level counts when it is held in at least this share of the measured frames. QEC asks
 * for the posture typically adopted at its worst; a level seen in under a tenth of the task is a
 * passing moment or a pose-estimation glitch, not what the worker does.
 */
const HELD_SHARE = 0.1;

type Measured = Record<string, { value: string; share: number }>;
const FRAME_ITEMS = ['back_posture', 'hand_height', 'wrist_posture'] as const;

const round = (share: number) => Math.round(share * 1000) / 1000;

/**
 * The observer items a video shows (A back, C hands, E wrist, G neck), from every frame's posture:
 * A, C and E at the worst level held (see HELD_SHARE), G from the share of frames with the neck
 * bent or twisted. The movement frequencies (B, D, F) need the observer.
 */
export function observeQec(frames: readonly FramePosture[]): Measured {
  const counts: Record<string, number[]> = {};
  let neckMeasured = 0;
  let neckBent = 0;
  for (const frame of frames) {
    if (!frame.personFound) continue;
    const observation = qecObservationFromPosture(frame);
    for (const item of FRAME_ITEMS) {
      const code = observation.items[item];
      if (code === undefined) continue;
      const codes: readonly string[] = QEC_OBSERVER_ITEMS[item];
      const levels = (counts[item] ??= codes.map(() => 0));
      levels[codes.indexOf(code)] = (levels[codes.indexOf(code)] ?? 0) + 1;
    }
    if (observation.neck_bent !== null) {
      neckMeasured += 1;
      if (observation.neck_bent) neckBent += 1;
    }
  }
  const measured: Measured = {};
  for (const item of FRAME_ITEMS) {
    const levels = counts[item];
    const total = levels?.reduce((a, b) => a + b, 0) ?? 0;
    if (!levels || total < MIN_FRAMES) continue;
    const codes: readonly string[] = QEC_OBSERVER_ITEMS[item];
    // From the worst level down: the first whose frames (with the worse ones) reach the held share.
    let atOrWorse = 0;
    for (let level = codes.length - 1; level >= 0; level -= 1) {
      atOrWorse += levels[level] ?? 0;
      if (atOrWorse / total >= HELD_SHARE || level === 0) {
        measured[item] = { value: codes[level] ?? '', share: round(atOrWorse / total) };
        break;
      }
    }
  }
  if (neckMeasured >= MIN_FRAMES) {
    const share = neckBent / neckMeasured;
    measured.neck_posture = { value: qecNeckPostureFromShare(share), share: round(share) };
  }
  return measured;
}
