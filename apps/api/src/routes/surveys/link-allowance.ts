import { AppError } from '../../lib/errors';

interface Window {
  startedAt: number;
  used: number;
}

/**
 * How many submissions one public link may store per window (FORM_LINK_LIMIT_PER_HOUR per hour).
 * A submission takes its place before it is stored, so submissions sent at the same moment cannot
 * pass the limit together, and gives it back if it fails: only what was stored is counted. (The
 * rate-limit plugin counts a request before it runs and cannot give a place back.) Kept in memory
 * like the plugin's own store; the windows of links no longer used are dropped now and then.
 */
export class LinkAllowance {
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Runs `store` on one place of the link's allowance: 429 when none is left; the place is given
   * back when `store` fails.
   */
  async spend<T>(linkId: string, store: () => Promise<T>): Promise<T> {
    const window = this.take(linkId);
    if (!window) throw new AppError(429, 'errors.rate_limited');
    try {
      return await store();
    } catch (error) {
      // a window started again meanwhile holds nothing of this submission
      if (this.windows.get(linkId) === window) window.used -= 1;
      throw error;
    }
  }

  private take(linkId: string): Window | null {
    const now = this.now();
    this.sweep(now);
    const current = this.windows.get(linkId);
    const window =
      current && now - current.startedAt < this.windowMs ? current : { startedAt: now, used: 0 };
    if (window.used >= this.max) return null;
    window.used += 1;
    this.windows.set(linkId, window);
    return window;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [linkId, window] of this.windows)
      if (now - window.startedAt >= this.windowMs) this.windows.delete(linkId);
  }
}
