import { ruleStep, scorePart, type ScoreStep } from '../core/step';
import type { RebaAdjustMode } from './codes';
import { REBA_PART_RANGE } from './tables';
import type { RebaBodyPartScores, RebaWorksheetInput } from './types';

type Adjustment = readonly [ruleKey: string, delta: number, applies: boolean];

/** Neck/trunk twist & side-bend boxes under the chosen mode (scoring-methods.md §1.1, §1.10). */
function twistSide(twisted: boolean, sideBent: boolean, mode: RebaAdjustMode): Adjustment[] {
  if (mode === 'worksheet') {
    return [
      ['adj.twisted', 1, twisted],
      ['adj.side_bent', 1, sideBent],
    ];
  }
  const key =
    twisted && sideBent
      ? 'adj.twisted_and_side_bent_paper'
      : twisted
        ? 'adj.twisted'
        : 'adj.side_bent';
  return [[key, 1, twisted || sideBent]];
}

/** The six REBA part scores (boxes + adjustments, clamped into the table ranges), explained in `steps`. */
export function rebaPartScores(
  input: RebaWorksheetInput,
  mode: RebaAdjustMode,
  steps: ScoreStep[],
): RebaBodyPartScores {
  const neck = scorePart(
    steps,
    'reba.neck',
    'part.neck',
    input.neck_position,
    `rule.reba.neck.${input.neck_position}`,
    twistSide(input.neck_twisted === true, input.neck_side_bent === true, mode),
    REBA_PART_RANGE.neck,
  );
  const trunk = scorePart(
    steps,
    'reba.trunk',
    'part.trunk',
    input.trunk_position,
    `rule.reba.trunk.${input.trunk_position}`,
    twistSide(input.trunk_twisted === true, input.trunk_side_bent === true, mode),
    REBA_PART_RANGE.trunk,
  );

  // Knee flexion adds to the legs except when seated (Hignett & McAtamney 2000).
  const knee = input.knee_flexion ?? 'NONE';
  const seated = input.seated === true;
  const leg = scorePart(
    steps,
    'reba.leg',
    'part.leg',
    input.legs_position,
    `rule.reba.legs.${input.legs_position}`,
    [
      ['adj.knee_30_60', 1, !seated && knee === 'BETWEEN_30_AND_60'],
      ['adj.knee_gt_60', 2, !seated && knee === 'GREATER_THAN_60'],
    ],
    REBA_PART_RANGE.leg,
  );
  if (seated && knee !== 'NONE')
    steps.push(ruleStep('reba.leg', 'part.leg', 'adj.knee_not_when_seated', leg));

  const upperArm = scorePart(
    steps,
    'reba.upper_arm',
    'part.upper_arm',
    input.upper_arm_position,
    `rule.reba.upper_arm.${input.upper_arm_position}`,
    [
      ['adj.abducted_or_rotated', 1, input.upper_arm_abducted === true],
      ['adj.shoulder_raised', 1, input.shoulder_raised === true],
      ['adj.arm_supported', -1, input.arm_supported === true],
    ],
    REBA_PART_RANGE.upper_arm,
  );
  const lowerArm = scorePart(
    steps,
    'reba.lower_arm',
    'part.lower_arm',
    input.lower_arm_position,
    `rule.reba.lower_arm.${input.lower_arm_position}`,
    [],
    REBA_PART_RANGE.lower_arm,
  );
  const wrist = scorePart(
    steps,
    'reba.wrist',
    'part.wrist',
    input.wrist_position,
    `rule.reba.wrist.${input.wrist_position}`,
    [['adj.wrist_deviated_or_twisted', 1, input.wrist_deviated === true]],
    REBA_PART_RANGE.wrist,
  );
  return { neck, trunk, leg, upper_arm: upperArm, lower_arm: lowerArm, wrist };
}
