import type { Side } from '../posture';
import type { MeasuredSource } from './posture-read';
import { angleStep, flagCut, ruleStep, type ScoreStep, type StepParam } from './step';

export interface PostureDerivation<I> {
  /** the worksheet input derived from the frame, or null when a needed part is missing */
  input: I | null;
  /** which measured value (and side) produced each item */
  measured: Record<string, MeasuredSource>;
  /** what the frame lacks to be scored at all (no person, no trunk): the frame is unscorable */
  missing: string[];
  /**
   * what could not be measured and was taken as its usual value: adjustment flags read with low
   * confidence or not at all (taken as absent), parts out of the picture (taken as neutral)
   */
  assumed: string[];
  /** explanation of each derived box */
  steps: ScoreStep[];
}

/** The rule a box was read by: its text's key and the parameters of a video's own cut. */
export interface BoxRule {
  ruleKey: string;
  extra: Record<string, StepParam>;
}

/** What a part out of the picture becomes: its usual box, assumed; or the frame cannot be scored. */
export type UnseenPart<B> =
  { box: B; assumedAs: string; ruleKey: string } | { box: B; missingAs: string };

export interface BoxRead<B extends number> {
  /** the explanation step's id, e.g. `reba.derive.neck` */
  id: string;
  /** the part's message key, e.g. `part.neck` */
  partKey: string;
  side: Side | null;
  /** the item `measured` names it by */
  measuredAs: string;
  box: (degrees: number) => B;
  rule: (box: B, degrees: number) => BoxRule;
  unseen: UnseenPart<B>;
}

export interface FlagRead {
  id: string;
  partKey: string;
  /** the adjustment's text key; its `_video` text names the cut (flagCut) */
  ruleKey: string;
  limit: number;
  side: Side | null;
  measuredAs: string;
  assumedAs: string;
}

/**
 * What reading one frame for a method collects, in the order it is read: the explanation steps,
 * the measured value behind each item, what the frame lacks to be scored and what was assumed.
 * Every method's posture-to-input function reads a part the same way (a box from its angle, or
 * its usual box when out of the picture; an adjustment only on a confident reading), so the
 * pattern lives here once and each method states only its rules.
 */
export class DerivationLog {
  readonly steps: ScoreStep[] = [];
  readonly measured: Record<string, MeasuredSource> = {};
  readonly missing: string[] = [];
  readonly assumed: string[] = [];

  /** A frame with nobody in it: nothing read, the person missing. */
  static noPerson<I>(): PostureDerivation<I> {
    return { input: null, measured: {}, missing: ['person'], assumed: [], steps: [] };
  }

  /** A worksheet box from the part's angle, explained; out of the picture, as `unseen` says. */
  box<B extends number>(reading: MeasuredSource | undefined, b: BoxRead<B>): B {
    if (!reading) {
      if ('missingAs' in b.unseen) this.missing.push(b.unseen.missingAs);
      else {
        this.assumed.push(b.unseen.assumedAs);
        this.steps.push(ruleStep(b.id, b.partKey, b.unseen.ruleKey, b.unseen.box));
      }
      return b.unseen.box;
    }
    this.measured[b.measuredAs] = reading;
    const box = b.box(reading.value);
    const { ruleKey, extra } = b.rule(box, reading.value);
    this.steps.push(
      angleStep(b.id, b.partKey, ruleKey, reading.value, b.side, box, reading, extra),
    );
    return box;
  }

  /**
   * A yes or no adjustment read from video (twisted, side-bent, abducted, raised, deviated): on
   * when the reading's size passes the cut, and then explained; without a confident reading it is
   * taken as absent and listed as assumed, since an adjustment may only raise a score on a
   * confident reading.
   */
  flag(reading: MeasuredSource | undefined, f: FlagRead): boolean {
    if (!reading) {
      this.assumed.push(f.assumedAs);
      return false;
    }
    this.measured[f.measuredAs] = reading;
    const on = Math.abs(reading.value) > f.limit;
    if (on) {
      const cut = flagCut(f.ruleKey, f.limit);
      this.steps.push(
        angleStep(f.id, f.partKey, cut.ruleKey, reading.value, f.side, true, undefined, cut.extra),
      );
    }
    return on;
  }

  /** Adds what another reading collected (one arm read on its own) after what this one holds. */
  absorb(other: Pick<PostureDerivation<unknown>, 'steps' | 'measured' | 'assumed'>): void {
    this.steps.push(...other.steps);
    Object.assign(this.measured, other.measured);
    this.assumed.push(...other.assumed);
  }

  /** The derivation: its input, or none when something the method needs is missing. */
  result<I>(input: I | null): PostureDerivation<I> {
    return {
      input: this.missing.length > 0 ? null : input,
      measured: this.measured,
      missing: this.missing,
      assumed: this.assumed,
      steps: this.steps,
    };
  }
}

/** A box read by the method's own rule text for each box (`rule.reba.lower_arm.2`). */
export const plainRule =
  (prefix: string) =>
  (box: number): BoxRule => ({ ruleKey: `${prefix}.${box}`, extra: {} });
