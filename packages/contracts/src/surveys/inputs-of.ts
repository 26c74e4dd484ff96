import type { z } from 'zod';
import { methodTraits, registeredSurveyMethods } from '../methods/registry';

/** The survey and form methods' codes (SPEC §1): collected through a public link, not scored per frame. */
export const surveyTypes = (): string[] => registeredSurveyMethods().map((method) => method.code);
export const isSurveyType = (type: string): boolean => {
  const capture = methodTraits(type)?.capture;
  return capture === 'survey' || capture === 'form';
};

/**
 * The schema of an assessment type's own inputs: a video method's, QEC's observer items, the
 * checklist's deadline. One place for every caller that checks inputs.
 */
export const inputsSchemaOf = (type: string): z.ZodObject | undefined => methodTraits(type)?.inputs;

/** Whether an assessment of this type can be created with a video (QEC: to prefill the observer part). */
export const acceptsVideo = (type: string): boolean =>
  (methodTraits(type)?.video ?? 'none') !== 'none';
