import { RISK_LEVELS } from '../bands/risk-levels';

export interface Breakpoint {
  /** seconds from the start of the video */
  time: number;
  index: number;
  from: string | null;
  to: string;
  /** the method score where the new band begins; null for a lift with no safe weight (WISHA) */
  score: number | null;
}

/**
 * The moments where the risk band changes. A change counts once the new band has lasted
 * `minSeconds` (so a single jittery frame does not flicker the timeline); its time is when it began.
 */
export function riskBreakpoints(
  moments: readonly { index: number; time: number; score: number | null; risk: string }[],
  minSeconds: number,
): Breakpoint[] {
  const points: Breakpoint[] = [];
  let current: string | null = null;
  let candidate: { index: number; time: number; score: number | null; risk: string } | null = null;
  for (const m of moments) {
    if (m.risk === current) {
      candidate = null;
      continue;
    }
    if (!candidate || candidate.risk !== m.risk) candidate = m;
    if (m.time - candidate.time >= minSeconds || current === null) {
      points.push({
        time: candidate.time,
        index: candidate.index,
        from: current,
        to: candidate.risk,
        score: candidate.score,
      });
      current = candidate.risk;
      candidate = null;
    }
  }
  return points;
}

/**
 * Breakpoints by the risk level they change to, the highest first, then the earliest: the order in
 * which the analysis keeps their pictures (a few only) and the report shows them, so the change
 * that decides the score is never the one left without a picture.
 */
export function bySeverity<P extends Pick<Breakpoint, 'to' | 'time'>>(points: readonly P[]): P[] {
  const rank = (level: string) => (RISK_LEVELS as readonly string[]).indexOf(level);
  return [...points].sort((a, b) => rank(b.to) - rank(a.to) || a.time - b.time);
}
