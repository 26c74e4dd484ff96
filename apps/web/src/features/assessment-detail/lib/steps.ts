import type { ExplainedStep } from '@ergo/contracts';

/**
 * The steps that explain one body part's score: measured angle, box, adjustments. Which part a step
 * scores is decided once, by the method's descriptor, and served with the step (`step.part`).
 */
export function stepsForPart(steps: readonly ExplainedStep[], part: string): ExplainedStep[] {
  return steps.filter((step) => step.part === part);
}

export type StepKind = 'measured' | 'part' | 'table' | 'result';

/** Groups for the full explanation: measured angles, part scores, table look-ups and sums, the result. */
export function stepKind(step: Pick<ExplainedStep, 'id' | 'table' | 'part'>): StepKind {
  if (step.id.includes('.derive.')) return 'measured';
  if (step.table) return 'table';
  if (step.part !== null) return 'part';
  if (/\.(band|score|final|lifting_index|worse_side)$/.test(step.id)) return 'result';
  return 'table';
}

/**
 * A table cell's row or column as the reader can use it: a number, a range end ('8+'), a pair ('2/3')
 * or a QEC answer ('A1'); a coded value ('WAIST_TO_SHOULDER', 'more_than_hour') is left out, since
 * the step's text already names it in words.
 */
export function cellLabel(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value);
  return /^(\d+\+?(\/\d+)?|[A-Z]\d)$/.test(text) ? text : null;
}
