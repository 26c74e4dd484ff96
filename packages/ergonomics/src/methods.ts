import { scoreChecklist, type ChecklistResult } from './checklist/score';
import type { ChecklistAnswer } from './checklist/questions';
import { ScoringInputError } from './core/errors';
import type { QecInput } from './qec/codes';
import { scoreQec, type QecResult } from './qec/score';
import { scoreReba } from './reba/score';
import type { RebaOptions, RebaResult, RebaWorksheetInput } from './reba/types';
import { scoreRosa } from './rosa/score';
import type { RosaResult, RosaWorksheetInput } from './rosa/types';
import { scoreRula } from './rula/score';
import type { RulaOptions, RulaResult, RulaWorksheetInput } from './rula/types';
import { scoreWisha, type WishaInput, type WishaOptions, type WishaResult } from './wisha/score';

/** Assessment types as SPEC §3 / API-CONTRACT name them. */
export const METHODS = ['reba', 'rula', 'wisha', 'rosa', 'qec', 'checklist'] as const;
export type Method = (typeof METHODS)[number];

/** SPEC §3 body-part names per method payload, in SPEC order. */
export const METHOD_BODY_PARTS = {
  reba: ['neck', 'trunk', 'upper_arm', 'lower_arm', 'wrist', 'leg'],
  rula: ['neck', 'trunk', 'upper_arm', 'lower_arm', 'wrist'],
  rosa: ['chair_height', 'pan_depth', 'armrests', 'back_support', 'monitor', 'mouse', 'keyboard'],
} as const;

export type WorksheetAssessment =
  | { method: 'reba'; input: RebaWorksheetInput; options?: RebaOptions }
  | { method: 'rula'; input: RulaWorksheetInput; options?: RulaOptions }
  | { method: 'rosa'; input: RosaWorksheetInput }
  | { method: 'qec'; input: QecInput }
  | { method: 'wisha'; input: WishaInput; options?: WishaOptions }
  | { method: 'checklist'; input: Readonly<Record<string, ChecklistAnswer>> };

export type MethodResult =
  RebaResult | RulaResult | RosaResult | QecResult | WishaResult | ChecklistResult;

/** Scores any method's worksheet input (the manual / correction way). */
export function scoreWorksheet(a: WorksheetAssessment): MethodResult {
  switch (a.method) {
    case 'reba':
      return scoreReba(a.input, a.options);
    case 'rula':
      return scoreRula(a.input, a.options);
    case 'rosa':
      return scoreRosa(a.input);
    case 'qec':
      return scoreQec(a.input);
    case 'wisha':
      return scoreWisha(a.input, a.options);
    case 'checklist':
      return scoreChecklist(a.input);
    default: {
      const unknown: { method?: unknown } = a;
      throw new ScoringInputError('unknown_code', 'method', {
        allowed: METHODS.join('|'),
        got: String(unknown.method),
      });
    }
  }
}

/** What GET /score returns at least (API-CONTRACT): the final method score and the stored risk level. */
export function scoreSummary(
  r: MethodResult,
): Pick<MethodResult, 'score' | 'risk_level' | 'heat_level'> {
  return { score: r.score, risk_level: r.risk_level, heat_level: r.heat_level };
}
