import type { ExplanationStep } from '../api/schemas';

/** Last segment of a step id → the body part or workstation item it explains. */
const PART_OF_SEGMENT: Record<string, string> = {
  neck: 'neck',
  neck_twist: 'neck',
  neck_side_bend: 'neck',
  trunk: 'trunk',
  trunk_twist: 'trunk',
  trunk_side_bend: 'trunk',
  leg: 'leg',
  legs: 'leg',
  knee: 'leg',
  upper_arm: 'upper_arm',
  upper_arm_abduction: 'upper_arm',
  shoulder_elevation: 'upper_arm',
  lower_arm: 'lower_arm',
  wrist: 'wrist',
  wrist_deviation: 'wrist',
  wrist_twist: 'wrist',
  chair_height: 'chair_height',
  pan_depth: 'pan_depth',
  armrests: 'armrests',
  armrest_too_wide: 'armrests',
  back_support: 'back_support',
  monitor: 'monitor',
  mouse: 'mouse',
  keyboard: 'keyboard',
  telephone: 'telephone',
};

/** The body part a step explains, or null for tables, sums, adjustments of the whole score and bands. */
export function partOfStep(step: Pick<ExplanationStep, 'id'>): string | null {
  const segment = step.id.split('.').at(-1) ?? '';
  return PART_OF_SEGMENT[segment] ?? null;
}

const canonical = (part: string) => (part === 'legs' ? 'leg' : part);

/** The steps that explain one body part's score: measured angle, box, adjustments. */
export function stepsForPart(steps: readonly ExplanationStep[], part: string): ExplanationStep[] {
  return steps.filter((step) => partOfStep(step) === canonical(part));
}

export type StepKind = 'measured' | 'part' | 'table' | 'result';

/** Groups for the full explanation: measured angles, part scores, table look-ups and sums, the result. */
export function stepKind(step: Pick<ExplanationStep, 'id' | 'table'>): StepKind {
  if (step.id.includes('.derive.')) return 'measured';
  if (step.table) return 'table';
  if (partOfStep(step) !== null) return 'part';
  if (/\.(band|score|final|lifting_index|worse_side)$/.test(step.id)) return 'result';
  return 'table';
}
