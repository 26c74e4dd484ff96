import { changedFieldWords, changedValueWords } from '@ergo/contracts';
import type { TFunction } from 'i18next';
import { webWords } from '../../../lib/words';

/*
 * A recorded change (GET …/overrides/) as the user knows it, in the words the PDF report uses too
 * (the helpers live in @ergo/contracts).
 */

/** 'angle.left_knee_flexion' → 'Knee flexion (left)', 'inputs.load' → 'Force / load'. */
export const changedFieldLabel = (
  t: TFunction,
  method: string,
  field: string,
  language = 'en',
): string => changedFieldWords(webWords(t, language), method, field);

/** A changed value: input codes by their labels, angles in degrees, yes/no for a box. */
export const changedValueLabel = (
  t: TFunction,
  method: string,
  field: string,
  value: unknown,
  language: string,
): string => changedValueWords(webWords(t, language), method, field, value);
