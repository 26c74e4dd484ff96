import type { DerivationLog } from './derivation';
import type { PostureReader } from './posture-read';
import { readSeated, seatedStep, type SeatedInput } from './seated';
import { ruleStep, videoCut } from './step';
import type { resolveVideoOptions } from './video-options';

/*
 * The neck, the trunk and the legs as REBA and RULA read them from a frame. Both worksheets score
 * the neck and the trunk by a flexion box plus "twisted" and "side-bent", and the legs by whether
 * they are supported (one leg raised, or seated); only their boxes and texts differ, which each
 * method passes in.
 */

type Options = ReturnType<typeof resolveVideoOptions>;

export interface AxialRules<N extends number, T extends number> {
  /** the method's code, which names its steps (`reba.derive.neck`) and texts (`rule.reba.neck.2`) */
  method: string;
  neck: (flexion: number, extensionTolerance: number) => N;
  trunk: (flexion: number, uprightTolerance: number) => T;
}

export interface AxialBoxes<N, T> {
  neck: N;
  neckTwisted: boolean;
  neckSide: boolean;
  trunk: T;
  trunkTwisted: boolean;
  trunkSide: boolean;
}

/**
 * Neck and trunk boxes and their adjustments. A head out of the picture takes the neck's neutral
 * box (assumed); a frame without the trunk cannot be scored. A neck a little in extension, within
 * the video's tolerance, is scored as 0–20° flexion, and a trunk within the upright tolerance as
 * upright: both steps name the cut applied.
 */
export function readNeckAndTrunk<N extends number, T extends number>(
  log: DerivationLog,
  r: PostureReader,
  o: Options,
  rules: AxialRules<N, T>,
): AxialBoxes<N, T> {
  const m = rules.method;
  const adjustment = (
    key: 'neck_twist' | 'neck_side_bend' | 'trunk_twist' | 'trunk_side_bend',
    limit: number,
    part: string,
    ruleKey: string,
  ) =>
    log.flag(r.axial(key), {
      id: `${m}.derive.${key}`,
      partKey: `part.${part}`,
      ruleKey,
      limit,
      side: null,
      measuredAs: key,
      assumedAs: key,
    });
  const neck = log.box(r.axialPart('neck_flexion'), {
    id: `${m}.derive.neck`,
    partKey: 'part.neck',
    side: null,
    measuredAs: 'neck',
    box: (deg) => rules.neck(deg, o.neckExtensionToleranceDeg),
    rule: (box, deg) =>
      box === 1 && deg < 0
        ? videoCut(`rule.${m}.neck.1`, { applied: o.neckExtensionToleranceDeg, worksheet: 0 })
        : { ruleKey: `rule.${m}.neck.${box}`, extra: {} },
    unseen: { box: 1 as N, assumedAs: 'neck_flexion', ruleKey: `rule.${m}.neck_assumed` },
  });
  const neckTwisted = adjustment('neck_twist', o.twistDeg, 'neck', 'adj.twisted');
  const neckSide = adjustment('neck_side_bend', o.sideBendDeg, 'neck', 'adj.side_bent');
  const trunk = log.box(r.axialPart('trunk_flexion'), {
    id: `${m}.derive.trunk`,
    partKey: 'part.trunk',
    side: null,
    measuredAs: 'trunk',
    box: (deg) => rules.trunk(deg, o.uprightToleranceDeg),
    rule: (box) =>
      box === 1
        ? videoCut(`rule.${m}.trunk.1`, { applied: o.uprightToleranceDeg, worksheet: 0 })
        : { ruleKey: `rule.${m}.trunk.${box}`, extra: {} },
    unseen: { box: 1 as T, missingAs: 'trunk' },
  });
  const trunkTwisted = adjustment('trunk_twist', o.twistDeg, 'trunk', 'adj.twisted');
  const trunkSide = adjustment('trunk_side_bend', o.sideBendDeg, 'trunk', 'adj.side_bent');
  return { neck, neckTwisted, neckSide, trunk, trunkTwisted, trunkSide };
}

export interface StanceNames {
  /** the legs' step id (`reba.derive.leg`) and the item `measured` names the feet by */
  id: string;
  measuredAs: string;
  /** the legs' box texts, `<prefix>.1` and `<prefix>.2` */
  rulePrefix: string;
}

/**
 * Seated, or the legs' box from the feet: one foot raised above the option's height scores 2.
 * Seated scores 1 ("sitting" in REBA, "supported and balanced" in RULA). Feet the model cannot
 * see clearly (the far foot in a side view, a foot behind a load) cannot show one leg raised:
 * both are taken as bearing weight, the usual case, and marked as assumed.
 */
export function readStance(
  log: DerivationLog,
  r: PostureReader,
  seatedInput: SeatedInput | undefined,
  o: Options,
  names: StanceNames,
): { seated: boolean; legs: 1 | 2 } {
  const seat = readSeated(r, seatedInput, o.seated);
  if (seat.source) log.measured.seated = seat.source;
  if (seat.seated) {
    log.steps.push(seatedStep(names.id, seat));
    return { seated: true, legs: 1 };
  }
  const feet = r.measure('foot_height_difference');
  if (!feet) {
    log.assumed.push('foot_height_difference');
    log.steps.push(ruleStep(names.id, 'part.leg', 'rule.feet_assumed_on_ground', 1));
    return { seated: false, legs: 1 };
  }
  log.measured[names.measuredAs] = feet;
  const legs = Math.abs(feet.value) > o.oneLegSupportM ? 2 : 1;
  log.steps.push({
    id: names.id,
    key: 'explain.length.foot_height_difference',
    params: {
      part_key: 'part.leg',
      rule_key: `${names.rulePrefix}.${legs}`,
      metres: Math.round(feet.value * 100) / 100,
    },
    value: legs,
  });
  return { seated: false, legs };
}
