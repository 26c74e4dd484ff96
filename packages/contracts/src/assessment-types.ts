import { z } from 'zod';
import { findMethod, isMethodCode } from './methods/registry';

/** SPEC §3 Assessment types, in the order the product offers them. */
export const ASSESSMENT_TYPES = ['reba', 'rula', 'wisha', 'rosa', 'qec', 'checklist'] as const;
export type SpecAssessmentType = (typeof ASSESSMENT_TYPES)[number];
/** One of SPEC's six types, or a method registered besides them (tests register a toy one). */
export type AssessmentType = SpecAssessmentType | (string & {});

/** Whether a task may name this type: one of SPEC's six, or a registered method. */
export const isAssessmentType = (value: string): boolean =>
  (ASSESSMENT_TYPES as readonly string[]).includes(value) || isMethodCode(value);

/** Whether an assessment of this type is made from a video (POST …/assessment/create/ multipart). */
export const isVideoMethod = (value: string): boolean => findMethod(value)?.capture === 'video';

/**
 * A type checked against the registry when the request is parsed (not when this module loads), so
 * a method registered before the app starts is accepted everywhere SPEC's types are.
 */
export const assessmentTypeSchema = (error: string, accepts = isAssessmentType) =>
  z
    .string({ error })
    .refine(accepts, { error })
    .meta({ enum: [...ASSESSMENT_TYPES], description: 'an assessment type (method code)' });
