import { describe, expect, it } from 'vitest';
import { agreement, quadraticKappa } from './agreement';

describe('agreement between two raters', () => {
  it('counts exact, ±1 and ±2 agreement and the mean absolute error', () => {
    const a = agreement([
      [5, 5],
      [5, 6],
      [5, 7],
      [5, 9],
    ]);
    expect(a).toMatchObject({ n: 4, exact: 0.25, within1: 0.5, within2: 0.75, mae: 1.75 });
  });

  it('computes quadratic-weighted kappa: perfect, reversed, and a worked case', () => {
    expect(
      quadraticKappa([
        [1, 1],
        [2, 2],
        [3, 3],
      ]),
    ).toBe(1);
    expect(
      quadraticKappa([
        [1, 3],
        [2, 2],
        [3, 1],
      ]),
    ).toBeCloseTo(-1, 12);
    // marginals (2, 2) and (1, 3): expected weighted disagreement 2, observed 1
    expect(
      quadraticKappa([
        [1, 1],
        [1, 2],
        [2, 2],
        [2, 2],
      ]),
    ).toBeCloseTo(0.5, 12);
  });

  it('is undefined when nothing varies, and empty input gives NaN, not zero', () => {
    expect(
      quadraticKappa([
        [6, 6],
        [6, 6],
      ]),
    ).toBeNaN();
    expect(agreement([]).mae).toBeNaN();
  });
});
