import { wisha, wishaDetail, wishaFactors } from '../src';
import { storedResultsFixture } from '../src/testing';
import { describe, expect, it } from 'vitest';

// A real WISHA result (the squat frames), its factors set as the squat clip's analysis found them.
const scored = wishaDetail.parse(
  storedResultsFixture(wisha, {
    load_weight: 12,
    lifting_frequency: '2_3',
    shift_duration: 'more_than_hour',
    grip_quality: 'MODERATE',
    work_environment: 'NORMAL',
  }).score.detail,
);
const detail = {
  ...scored,
  factors: {
    ...scored.factors,
    grip_multiplier: 1,
    twist_multiplier: 1,
    environment_multiplier: 0.85,
    limit_reduction_modifier: 0.65,
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

  it('lowers nothing when every factor is at its best', () => {
    const best = {
      ...detail,
      factors: {
        ...detail.factors,
        unadjusted_weight_limit_lb: 90,
        limit_reduction_modifier: 1,
        environment_multiplier: 1,
      },
    };
    expect(wishaFactors(best).some((f) => f.lowers)).toBe(false);
  });
});
