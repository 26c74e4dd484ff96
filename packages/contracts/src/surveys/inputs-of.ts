import type { z } from 'zod';
import { findMethod } from '../methods/registry';
import { checklistInputs } from './checklist-inputs';
import { qecObserverInputs } from './qec-inputs';

/** The survey and form methods (SPEC §1): collected through a public link, not scored per frame. */
export const SURVEY_TYPES = ['qec', 'checklist'] as const;
export type SurveyType = (typeof SURVEY_TYPES)[number];
export const isSurveyType = (type: string): type is SurveyType =>
  (SURVEY_TYPES as readonly string[]).includes(type);

/**
 * The schema of an assessment type's own inputs: a video method's from its descriptor, QEC's
 * observer items, the checklist's deadline. One place for every caller that checks inputs.
 */
export function inputsSchemaOf(type: string): z.ZodObject | undefined {
  if (type === 'qec') return qecObserverInputs;
  if (type === 'checklist') return checklistInputs;
  return findMethod(type)?.inputs;
}

/** Whether an assessment of this type can be created with a video (QEC: to prefill the observer part). */
export const acceptsVideo = (type: string): boolean =>
  type === 'qec' || findMethod(type)?.capture === 'video';
