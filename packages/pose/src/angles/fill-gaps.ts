import type { FramePosture, MeasuredValue } from '@ergo/ergonomics';
import { copyPostures, POSTURE_GROUPS } from './posture-groups';

/** A part out of the picture takes its value from a frame at most this far away, in seconds. */
export const MAX_FILL_SECONDS = 1;

type Values = Record<string, MeasuredValue | null | undefined>;

/**
 * In a video, a body part out of the picture in some frames (a hand leaving the top edge, the
 * knees behind a counter's edge for a moment) takes the value of the nearest frame where it was
 * measured, at most MAX_FILL_SECONDS away (the earlier frame on a tie), marked `filled`. Only
 * frames with the person are filled or used, a filled value is never the source of another, and
 * nothing further away is invented: the part then stays unmeasured. Returns new frames.
 */
export function fillFromNearbyFrames<T extends FramePosture>(
  frames: readonly T[],
  maxSeconds = MAX_FILL_SECONDS,
): T[] {
  const out = copyPostures(frames);
  for (const g of POSTURE_GROUPS) {
    const keys = new Set<string>();
    for (const f of frames) if (f.personFound) for (const k of Object.keys(f[g])) keys.add(k);
    for (const key of keys) {
      const at = (i: number): MeasuredValue | null => {
        const f = frames[i];
        const v = f?.personFound ? (f[g] as Values)[key] : null;
        return v && Number.isFinite(v.value) && v.filled !== true ? v : null;
      };
      frames.forEach((frame, i) => {
        if (!frame.personFound || at(i)) return;
        let best: { v: MeasuredValue; dt: number } | null = null;
        for (let j = i - 1; j >= 0; j--) {
          const dt = frame.time - (frames[j]?.time ?? Number.NEGATIVE_INFINITY);
          if (dt > maxSeconds) break;
          const v = at(j);
          if (v) {
            best = { v, dt };
            break;
          }
        }
        for (let j = i + 1; j < frames.length; j++) {
          const dt = (frames[j]?.time ?? Number.POSITIVE_INFINITY) - frame.time;
          if (dt > maxSeconds || (best && dt >= best.dt)) break;
          const v = at(j);
          if (v) {
            best = { v, dt };
            break;
          }
        }
        const target = out[i];
        if (best && target) (target[g] as Values)[key] = { ...best.v, filled: true };
      });
    }
  }
  return out;
}
