import type { TFunction } from 'i18next';

const ACRONYMS: Record<string, string> = {
  reba: 'REBA',
  rula: 'RULA',
  wisha: 'WISHA',
  rosa: 'ROSA',
};

/**
 * The name of an assessment method: REBA, RULA, WISHA and ROSA are the same in every language;
 * QEC is 'HMD' in Turkish, and the checklist is translated.
 */
export function methodName(t: TFunction, type: string): string {
  const acronym = ACRONYMS[type];
  if (acronym) return acronym;
  if (type === 'qec') return t('assessmentTypes.qec.name');
  if (type === 'checklist') return t('assessmentTypes.checklist.name');
  return type.toUpperCase();
}
