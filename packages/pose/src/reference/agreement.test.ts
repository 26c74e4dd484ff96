import { describe, expect, it } from 'vitest';
import { agreement, agreementWithMisses, quadraticKappa } from './agreement';

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

describe('agreement over every item, unscored ones counted as misses', () => {
  const scale = { min: 1, max: 15 };

  it('divides the shares by every item and keeps MAE and kappa to the scored ones', () => {
    const a = agreementWithMisses(
      [
        [5, 5],
        [6, 5],
        [7, 5],
        [null, 5],
      ],
      scale,
    );
    expect(a).toMatchObject({ n: 4, exact: 0.25, within1: 0.5, within2: 0.75 });
    expect(a.scored).toMatchObject({ n: 3, exact: 1 / 3, within1: 2 / 3, within2: 1, mae: 1 });
  });

  it('is the plain agreement when everything is scored', () => {
    const pairs = [
      [3, 4],
      [8, 8],
      [10, 7],
    ] as const;
    const a = agreementWithMisses(pairs, scale);
    expect(a.scored).toEqual(agreement(pairs));
    expect(a).toMatchObject({ exact: 1 / 3, within1: 2 / 3, within2: 2 / 3 });
    expect(a.kappaWithMisses).toBe(a.scored.kappa);
  });

  it('gives an unscored item a score 3 from the expert, toward the farther end of the scale', () => {
    // expert 4: the farther end is 15, so 7; expert 12: toward 1, so 9; expert 8: a tie, so 5
    const a = agreementWithMisses(
      [
        [4, 4],
        [12, 12],
        [null, 4],
        [null, 12],
        [null, 8],
      ],
      scale,
    );
    const imputed = quadraticKappa([
      [4, 4],
      [12, 12],
      [7, 4],
      [9, 12],
      [5, 8],
    ]);
    expect(a.kappaWithMisses).toBeCloseTo(imputed, 12);
    // an imputed score stays on the scale
    const clamped = agreementWithMisses(
      [
        [2, 2],
        [null, 14],
      ],
      scale,
      20,
    );
    expect(clamped.kappaWithMisses).toBeCloseTo(
      quadraticKappa([
        [2, 2],
        [1, 14],
      ]),
      12,
    );
  });

  it('counts nothing scored as no agreement, and no items as undefined', () => {
    const none = agreementWithMisses(
      [
        [null, 3],
        [null, 9],
      ],
      scale,
    );
    expect(none).toMatchObject({ n: 2, exact: 0, within1: 0, within2: 0 });
    expect(none.scored.n).toBe(0);
    expect(agreementWithMisses([], scale).within1).toBeNaN();
  });
});
