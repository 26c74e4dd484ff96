/** One scored moment of a video: its time (s) and final method score. */
export interface ScoredMoment {
  index: number;
  time: number;
  score: number;
}

export interface SustainedScore {
  /** the highest score held without a break for at least `holdSeconds` (see README "Final score") */
  score: number;
  /** index of the representative frame: the first frame of that stretch with exactly this score */
  index: number;
  /** start and length (s) of the stretch */
  start: number;
  seconds: number;
  /** how it was chosen: 'sustained' normally; 'peak' when the video is shorter than the hold time */
  rule: 'sustained' | 'longest' | 'peak';
}

/** Runs of consecutive frames (no gap longer than 1.5 frame intervals) with score >= threshold. */
function runsAtLeast(moments: readonly ScoredMoment[], threshold: number, frameSeconds: number) {
  const runs: ScoredMoment[][] = [];
  let current: ScoredMoment[] = [];
  for (const m of moments) {
    const previous = current.at(-1);
    const contiguous = previous !== undefined && m.time - previous.time <= frameSeconds * 1.5;
    if (m.score >= threshold && (current.length === 0 || contiguous)) current.push(m);
    else {
      if (current.length > 0) runs.push(current);
      current = m.score >= threshold ? [m] : [];
    }
  }
  if (current.length > 0) runs.push(current);
  return runs;
}

// Rounded to the microsecond: ten frames at 10 fps are one second, not 0.9999999 s.
const runSeconds = (run: readonly ScoredMoment[], frameSeconds: number) =>
  Math.round(((run.at(-1)?.time ?? 0) - (run[0]?.time ?? 0) + frameSeconds) * 1e6) / 1e6;

/**
 * The final score of a video: the worst posture the worker *holds*, not a single noisy frame.
 * Tries each score from the highest down and takes the first one reached without a break for
 * `holdSeconds`. A video shorter than the hold time uses its peak; a video where no stretch is long
 * enough uses the score of its longest uninterrupted stretch.
 */
export function sustainedScore(
  moments: readonly ScoredMoment[],
  frameSeconds: number,
  holdSeconds: number,
): SustainedScore | null {
  if (moments.length === 0) return null;
  const peak = moments.reduce((best, m) => (m.score > best.score ? m : best));
  const videoSeconds = runSeconds(moments, frameSeconds);
  if (videoSeconds < holdSeconds) {
    return {
      score: peak.score,
      index: peak.index,
      start: peak.time,
      seconds: frameSeconds,
      rule: 'peak',
    };
  }
  const levels = [...new Set(moments.map((m) => m.score))].sort((a, b) => b - a);
  let longest: { run: ScoredMoment[]; level: number } | null = null;
  for (const level of levels) {
    for (const run of runsAtLeast(moments, level, frameSeconds)) {
      const seconds = runSeconds(run, frameSeconds);
      const representative = run.find((m) => m.score === level) ?? run[0];
      if (!representative) continue;
      if (seconds >= holdSeconds)
        return {
          score: level,
          index: representative.index,
          start: run[0]?.time ?? 0,
          seconds,
          rule: 'sustained',
        };
      if (!longest || seconds > runSeconds(longest.run, frameSeconds)) longest = { run, level };
    }
  }
  // Unreachable with a contiguous video (the lowest level spans it); kept for gappy ones.
  const run = longest?.run ?? [peak];
  const level = longest?.level ?? peak.score;
  const representative = run.find((m) => m.score === level) ?? peak;
  return {
    score: level,
    index: representative.index,
    start: run[0]?.time ?? peak.time,
    seconds: runSeconds(run, frameSeconds),
    rule: 'longest',
  };
}

/** Time-weighted view: the mean score and the share of scored time at each score. */
export function timeWeighted(moments: readonly ScoredMoment[]) {
  const counts = new Map<number, number>();
  for (const m of moments) counts.set(m.score, (counts.get(m.score) ?? 0) + 1);
  const mean = moments.reduce((sum, m) => sum + m.score, 0) / Math.max(1, moments.length);
  return {
    mean: Math.round(mean * 100) / 100,
    shares: [...counts]
      .sort((a, b) => a[0] - b[0])
      .map(([score, count]) => ({
        score,
        share: Math.round((count / moments.length) * 1000) / 1000,
      })),
  };
}
