/**
 * Matching a moment an expert scored in a video (seconds into it) with the frames the product
 * sampled and scored. Sample times are multiples of 1/fps, so a tolerance absorbs their rounding.
 */
const EPS = 1e-6;

/** The frame nearest to `t` (the earlier one on a tie); undefined when there are no frames. */
export function nearestFrame<F extends { time: number }>(
  frames: readonly F[],
  t: number,
): F | undefined {
  let best: F | undefined;
  for (const f of frames)
    if (best === undefined || Math.abs(f.time - t) < Math.abs(best.time - t) - EPS) best = f;
  return best;
}

/**
 * The frame with the highest score within `t ± halfWidth` seconds, among those with a score (the
 * nearer to `t` on a tie, then the earlier); undefined when none in the window has a score.
 */
export function worstFrameNear<F extends { time: number }>(
  frames: readonly F[],
  t: number,
  halfWidth: number,
  score: (frame: F) => number | null,
): F | undefined {
  let best: { frame: F; score: number } | undefined;
  for (const frame of frames) {
    if (Math.abs(frame.time - t) > halfWidth + EPS) continue;
    const s = score(frame);
    if (s === null) continue;
    const better =
      best === undefined ||
      s > best.score ||
      (s === best.score && Math.abs(frame.time - t) < Math.abs(best.frame.time - t) - EPS);
    if (better) best = { frame, score: s };
  }
  return best?.frame;
}
