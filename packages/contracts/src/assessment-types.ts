import { z } from 'zod';
import { assessmentTypes, findMethod, isAssessmentType } from './methods/registry';

export { isAssessmentType };

/**
 * SPEC §3's six types by name, for the compiler's completion only: the list itself is the method
 * registry's (`assessmentTypes()`), which a test checks against these.
 */
export type SpecAssessmentType = 'reba' | 'rula' | 'wisha' | 'rosa' | 'qec' | 'checklist';
/** One of SPEC's six types, or a method registered besides them (tests register a toy one). */
export type AssessmentType = SpecAssessmentType | (string & {});

/** Whether an assessment of this type is made from a video (POST …/assessment/create/ multipart). */
export const isVideoMethod = (value: string): boolean => findMethod(value) !== undefined;

/**
 * A type checked against the registry when the request is parsed (not when this module loads), so
 * a method registered before the app starts is accepted everywhere SPEC's types are.
 */
export const assessmentTypeSchema = (error: string, accepts = isAssessmentType) =>
  z
    .string({ error })
    .refine(accepts, { error })
    .meta({ enum: assessmentTypes(), description: 'an assessment type (method code)' });
