import type { Words } from '@ergo/contracts';
import { formatNumber } from '@ergo/ergonomics';
import type { TFunction } from 'i18next';

const MISSING = '\u0000missing';

/** The browser's words for the shared label helpers of @ergo/contracts (i18next's t). */
export const webWords = (t: TFunction, language: string): Words => ({
  t: (key, params) => t(key, params ?? {}),
  has: (key) => t(key, { defaultValue: MISSING }) !== MISSING,
  number: (value, digits) => formatNumber(value, language, digits),
});
