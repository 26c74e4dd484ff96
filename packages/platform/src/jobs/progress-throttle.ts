/**
 * Passes progress on when it moved by at least a percent and at most a few times a second: enough
 * for a live progress bar without a database write per frame.
 */
export function progressThrottle(
  report: (percent: number) => unknown,
  onError: (error: unknown) => void,
  minIntervalMs = 300,
): (percent: number) => void {
  let last = -1;
  let lastAt = 0;
  return (raw) => {
    const percent = Math.max(0, Math.min(100, Math.round(raw)));
    const now = Date.now();
    if (percent <= last || (percent < 100 && now - lastAt < minIntervalMs)) return;
    last = percent;
    lastAt = now;
    // Progress is shown, not kept: a failed write costs one step of the bar, never the job.
    void Promise.resolve(report(percent)).catch(onError);
  };
}
