import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  assessmentCommonSchema,
  checklistResponseSchema,
  emailOnlyBodySchema,
  loginBodySchema,
  maxLengthOf,
  noteInputSchema,
  NOTE_MAX,
  operationBodySchema,
  operationUpdateSchema,
  qecWorkerFormSchema,
  recommendationInputSchema,
  registerBodySchema,
  suggestionInputSchema,
  taskBodySchema,
  TEXT_MAX,
  TITLE_MAX,
} from '../src';

describe('maxLengthOf', () => {
  it('reads a string max through trim, optional, default and pipes', () => {
    expect(maxLengthOf(z.string().trim().max(7))).toBe(7);
    expect(maxLengthOf(z.string().max(9).optional().default(''))).toBe(9);
    expect(maxLengthOf(z.string().max(12).max(10))).toBe(10);
    expect(maxLengthOf(z.string())).toBeUndefined();
    expect(maxLengthOf(z.number().max(5))).toBeUndefined();
    expect(maxLengthOf(z.enum(['a', 'b']))).toBeUndefined();
  });

  it('finds the limits the server validates with, field by field', () => {
    expect(maxLengthOf(operationBodySchema, 'name')).toBe(150);
    expect(maxLengthOf(operationBodySchema, 'description')).toBe(2000);
    // a number or text, trimmed, then checked as text
    expect(maxLengthOf(operationBodySchema, 'load')).toBe(100);
    expect(maxLengthOf(operationUpdateSchema, 'name')).toBe(150);
    expect(maxLengthOf(taskBodySchema, 'description')).toBe(2000);
    expect(maxLengthOf(assessmentCommonSchema, 'name')).toBe(150);
    expect(maxLengthOf(assessmentCommonSchema, 'employee_number')).toBe(64);
    expect(maxLengthOf(registerBodySchema, 'organization')).toBe(200);
    expect(maxLengthOf(registerBodySchema, 'email')).toBe(254);
    expect(maxLengthOf(emailOnlyBodySchema, 'email')).toBe(254);
    expect(maxLengthOf(loginBodySchema, 'password')).toBe(128);
    expect(maxLengthOf(qecWorkerFormSchema, 'job_title')).toBe(150);
    expect(maxLengthOf(qecWorkerFormSchema, 'stress_details')).toBe(1000);
    expect(maxLengthOf(checklistResponseSchema, 'responses.0.comment')).toBe(1000);
    expect(maxLengthOf(recommendationInputSchema, 'title')).toBe(TITLE_MAX);
    expect(maxLengthOf(recommendationInputSchema, 'measured')).toBe(TEXT_MAX);
    expect(maxLengthOf(suggestionInputSchema, 'text')).toBe(TEXT_MAX);
    expect(maxLengthOf(noteInputSchema, 'text')).toBe(NOTE_MAX);
  });

  it('is undefined for a path the schema does not have', () => {
    expect(maxLengthOf(operationBodySchema, 'nothing')).toBeUndefined();
    expect(maxLengthOf(operationBodySchema, 'operation_type')).toBeUndefined();
  });

  it('is undefined for a check that is not a zod schema', () => {
    expect(
      maxLengthOf({ safeParse: () => ({ success: true, data: {} }) }, 'email'),
    ).toBeUndefined();
    expect(maxLengthOf(null)).toBeUndefined();
  });
});
