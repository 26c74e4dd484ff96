/** A contiguous range of sampled frame indices. `count` null = until the end of the video. */
export interface SegmentRange {
  startIndex: number;
  count: number | null;
}

/** Frames per segment below which splitting costs more (worker start, re-detection) than it gains. */
const MIN_FRAMES_PER_SEGMENT = 12;

/**
 * Splits the sampled timeline into at most `parts` contiguous, equal segments. The last one runs
 * to the end of the stream, so a duration that ffprobe under-reports never loses the tail.
 */
export function splitTimeline(durationSeconds: number, fps: number, parts: number): SegmentRange[] {
  const total = Math.max(1, Math.ceil(durationSeconds * fps - 1e-6));
  const n = Math.max(1, Math.min(parts, Math.floor(total / MIN_FRAMES_PER_SEGMENT)));
  const ranges: SegmentRange[] = [];
  for (let k = 0; k < n; k++) {
    const start = Math.round((k * total) / n);
    const end = Math.round(((k + 1) * total) / n);
    ranges.push({ startIndex: start, count: k === n - 1 ? null : end - start });
  }
  return ranges;
}
