import { untrustedFields } from './validate';
import type {
  AxialAngleKey,
  FramePosture,
  MeasureKey,
  MeasuredValue,
  Side,
  SidedAngleKey,
} from '../posture';
import { ScoringInputError } from './errors';

/** Which measured quantity produced a derived item, for the UI ("neck from neck_flexion 25°, conf 0.9"). */
export interface MeasuredSource {
  key: string;
  side?: Side;
  value: number;
  confidence: number;
  /** read from the picture (2D) rather than the model's 3D landmarks */
  from2d?: boolean;
  /** read from the segment's length in the picture against body proportions (depth the model missed) */
  fromProportions?: boolean;
  /** measured with low confidence: below the scorer's minimum, or a landmark the model was unsure of */
  lowConfidence?: boolean;
  /** out of the picture in this frame: the value of the nearest frame where it was seen */
  filled?: boolean;
}

/**
 * Reads measured values of one frame. `axial`, `sided`, `measure` and `maxOfSides` treat absent,
 * null, non-finite and low-confidence samples as missing (never as neutral): flags and lengths, which
 * may only raise a score on a confident reading, use them. The `…Part` readers return any measured
 * sample, marked `lowConfidence` below the minimum: a body part's own angle is scored whenever the
 * joint is in the picture.
 */
export class PostureReader {
  constructor(
    readonly frame: FramePosture,
    readonly minConfidence: number,
  ) {}

  private ok(v: MeasuredValue | null | undefined): v is MeasuredValue {
    return (
      v !== null &&
      v !== undefined &&
      Number.isFinite(v.value) &&
      Number.isFinite(v.confidence) &&
      v.confidence >= this.minConfidence
    );
  }

  axial(key: AxialAngleKey): MeasuredSource | undefined {
    const v = this.frame.axial[key];
    return this.ok(v) ? src(key, v) : undefined;
  }

  sided(side: Side, key: SidedAngleKey): MeasuredSource | undefined {
    const v = this.frame[side][key];
    return this.ok(v) ? { ...src(key, v), side } : undefined;
  }

  measure(key: MeasureKey): MeasuredSource | undefined {
    const v = this.frame.measures[key];
    return this.ok(v) ? src(key, v) : undefined;
  }

  /** A body part's angle however confident, marked lowConfidence below the minimum. */
  axialPart(key: AxialAngleKey): MeasuredSource | undefined {
    return this.part(key, this.frame.axial[key]);
  }

  sidedPart(side: Side, key: SidedAngleKey): MeasuredSource | undefined {
    const m = this.part(key, this.frame[side][key]);
    return m ? { ...m, side } : undefined;
  }

  measurePart(key: MeasureKey): MeasuredSource | undefined {
    return this.part(key, this.frame.measures[key]);
  }

  /** The body side turned to the camera in a side-on view (see FramePosture.cameraSide). */
  get cameraSide(): Side | null {
    const s = this.frame.cameraSide;
    return s === 'left' || s === 'right' ? s : null;
  }

  private part(key: string, v: MeasuredValue | null | undefined): MeasuredSource | undefined {
    if (v === null || v === undefined || !Number.isFinite(v.value)) return undefined;
    const confidence = Number.isFinite(v.confidence) ? v.confidence : 0;
    const m = src(key, { ...v, confidence });
    return this.ok(v) ? m : { ...m, lowConfidence: true };
  }

  /** The larger of the two sides' values (e.g. knee flexion), or the one measured side. */
  maxOfSides(key: SidedAngleKey): MeasuredSource | undefined {
    const l = this.sided('left', key);
    const r = this.sided('right', key);
    if (l && r) return l.value > r.value ? l : r;
    return l ?? r;
  }
}

function src(key: string, v: MeasuredValue): MeasuredSource {
  return {
    key,
    value: v.value,
    confidence: v.confidence,
    ...(v.from2d === true ? { from2d: true } : {}),
    ...(v.fromProportions === true ? { fromProportions: true } : {}),
    ...(v.lowConfidence === true ? { lowConfidence: true } : {}),
    ...(v.filled === true ? { filled: true } : {}),
  };
}

/** Validates a frame's outer shape (the measured values themselves are filtered by PostureReader). */
export function checkFrame(frame: FramePosture): void {
  if (typeof frame !== 'object' || frame === null) throw new ScoringInputError('required', 'frame');
  const f = untrustedFields(frame);
  for (const k of ['axial', 'left', 'right', 'measures'] as const) {
    if (f[k] === null || typeof f[k] !== 'object')
      throw new ScoringInputError('required', `frame.${k}`);
  }
}

export type OptionSpec = Readonly<Record<string, readonly [number, number, number]>>;

/** Fills numeric options from their defaults and validates each against its [min, max]. */
export function resolveNumericOptions<T extends Record<string, number>>(
  spec: OptionSpec,
  given: Partial<T> | undefined,
): T {
  const out: Record<string, number> = {};
  for (const [name, [def, min, max]] of Object.entries(spec)) {
    const v: unknown = (given as Record<string, unknown> | undefined)?.[name];
    if (v === undefined) {
      out[name] = def;
      continue;
    }
    if (typeof v !== 'number' || !Number.isFinite(v))
      throw new ScoringInputError('not_a_number', `options.${name}`);
    if (v < min || v > max)
      throw new ScoringInputError('out_of_range', `options.${name}`, { min, max });
    out[name] = v;
  }
  return out as T;
}
