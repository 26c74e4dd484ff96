import { describe, expect, it } from 'vitest';
import { runVector, type ReferenceVector } from './reference-vectors';
import { readReference } from './reference-files';

const data = JSON.parse(readReference('scoring-vectors.json')) as {
  vectors: ReferenceVector[];
};

function close(actual: unknown, expected: unknown): boolean {
  if (typeof expected === 'number' && typeof actual === 'number')
    return Math.abs(actual - expected) <= 1e-3;
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') return false;
    return Object.entries(expected).every(([k, v]) =>
      close((actual as Record<string, unknown>)[k], v),
    );
  }
  return actual === expected;
}

describe('reference vectors', () => {
  it('has vectors for every method', () => {
    expect(data.vectors.length).toBeGreaterThan(40);
  });
  for (const v of data.vectors) {
    it(`${v.id} (${v.method}, ${(v as { kind?: string }).kind ?? ''})`, () => {
      const out = runVector(v);
      for (const [field, expected] of Object.entries(v.expected)) {
        expect(field in out, `${v.id}: output lacks ${field}`).toBe(true);
        expect(
          close(out[field], expected),
          `${v.id}.${field}: got ${JSON.stringify(out[field])}, expected ${JSON.stringify(expected)}`,
        ).toBe(true);
      }
    });
  }
});
