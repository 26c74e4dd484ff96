import { describe, expect, it } from 'vitest';
import { wishaFactors } from './wisha-results';

// The WISHA detail of the squat clip, as GET …/score/ returns it.
const detail = {
  factors: {
    grip_multiplier: 1,
    twist_multiplier: 1,
    environment_multiplier: 0.85,
    adjusted_weight_limit_kg: 11.7934,
    limit_reduction_modifier: 0.65,
    unadjusted_weight_limit_kg: 18.1437,
    unadjusted_weight_limit_lb: 40,
  },
};

describe('WISHA factors', () => {
  it('marks the factors that lowered the safe weight', () => {
    const lowers = Object.fromEntries(wishaFactors(detail).map((f) => [f.key, f.lowers]));
    expect(lowers).toEqual({
      hand_position: true, // 40 lb, below the best cell of the grid (90 lb)
      limit_reduction_modifier: true,
      twist_multiplier: false,
      grip_multiplier: false,
      environment_multiplier: true,
    });
  });

  it('copes with a result without factors', () => {
    expect(wishaFactors({}).every((f) => f.value === null && !f.lowers)).toBe(true);
  });
});
