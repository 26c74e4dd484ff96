import { angleWords } from '@ergo/contracts';

type Translate = (key: string, options?: Record<string, string>) => string;

/** An angle key as the user reads it: 'left_knee_flexion' → 'Knee flexion (left)'. */
export const angleLabel = (t: Translate, key: string): string =>
  angleWords({ t: (k, params) => t(k, params as Record<string, string>) }, key);
