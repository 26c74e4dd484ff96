import { expect } from 'vitest';

/** Every number anywhere in a result is finite: an undefined index is null, never NaN or Infinity. */
export function expectFiniteNumbers(value: unknown, path = 'result'): void {
  if (typeof value === 'number') {
    expect(Number.isFinite(value), `${path} = ${value}`).toBe(true);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [k, v] of Object.entries(value)) expectFiniteNumbers(v, `${path}.${k}`);
}
