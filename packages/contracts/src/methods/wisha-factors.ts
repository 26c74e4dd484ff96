import { WISHA_UNADJUSTED_LIMIT_LB } from '@ergo/ergonomics';
import type { z } from 'zod';
import type { wishaDetail } from './wisha';

/** The best cell of the hand-position grid: any other cell lowered the safe weight. */
const BEST_GRID_LB = Math.max(
  ...Object.values(WISHA_UNADJUSTED_LIMIT_LB).flatMap((row) => Object.values(row)),
);

export type WishaDetail = z.output<typeof wishaDetail>;

export interface WishaFactor {
  key:
    | 'hand_position'
    | 'limit_reduction_modifier'
    | 'twist_multiplier'
    | 'grip_multiplier'
    | 'environment_multiplier';
  /** the explanation step that computed it */
  stepId: string;
  value: number;
  lowers: boolean;
  unit: 'multiplier' | 'lb';
  /** the hand position's best value, for comparison */
  best?: number;
}

/**
 * The WISHA factors behind the safe weight, for the detail page and the report: those below 1 (or a
 * hand position below the best cell of the grid) lowered it.
 */
export function wishaFactors(detail: WishaDetail): WishaFactor[] {
  const multiplier = (key: WishaFactor['key'] & keyof WishaDetail['factors']): WishaFactor => {
    const value = detail.factors[key];
    return { key, stepId: `wisha.${key}`, value, lowers: value < 1, unit: 'multiplier' };
  };
  const grid = detail.factors.unadjusted_weight_limit_lb;
  return [
    {
      key: 'hand_position',
      stepId: 'wisha.unadjusted_weight_limit',
      value: grid,
      lowers: grid < BEST_GRID_LB,
      unit: 'lb',
      best: BEST_GRID_LB,
    },
    multiplier('limit_reduction_modifier'),
    multiplier('twist_multiplier'),
    multiplier('grip_multiplier'),
    multiplier('environment_multiplier'),
  ];
}
