import { methodTraits } from '@ergo/contracts';
import type { TFunction } from 'i18next';

/**
 * The name of an assessment method, as its descriptor gives it: REBA, RULA, WISHA and ROSA are the
 * same in every language; QEC is 'HMD' in Turkish, and the checklist is translated.
 */
export function methodName(t: TFunction, type: string): string {
  const name = methodTraits(type)?.name;
  if (!name) return type.toUpperCase();
  return 'acronym' in name ? name.acronym : t(name.key);
}
