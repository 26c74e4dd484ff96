import { inputShortWords, optionShortWords } from '@ergo/contracts';
import type { TFunction } from 'i18next';
import { webWords } from './words';

/*
 * The words of a method's inputs, from the shared catalogue (`methods.<code>.…`, see the field
 * helpers of @ergo/contracts): the form's full label and options, and the shorter ones a table of
 * corrections or a change history uses where the catalogue has them.
 */
const base = (method: string, field: string) => `methods.${method}.fields.${field}`;

export const methodKeys = (method: string) => ({
  intro: `methods.${method}.intro`,
  label: (field: string) => `${base(method, field)}.label`,
  hint: (field: string) => `${base(method, field)}.hint`,
  option: (field: string, code: string) => `${base(method, field)}.options.${code}`,
  optionHint: (field: string, code: string) => `${base(method, field)}.option_hints.${code}`,
  group: (group: string) => `methods.${method}.groups.${group}`,
  groupsTitle: `methods.${method}.groups_title`,
});

/** An input's short label (corrections, history), else its form label. */
export const inputShortLabel = (t: TFunction, method: string, field: string): string =>
  inputShortWords(webWords(t, 'en'), method, field);

/** A code's short label (corrections, history), else its form label, else the code itself. */
export const optionShortLabel = (t: TFunction, method: string, field: string, code: string) =>
  optionShortWords(webWords(t, 'en'), method, field, code);
