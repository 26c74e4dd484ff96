import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COVERAGE_RULES } from '@ergo/contracts';

/*
 * Migration 0014 marks the results analysed before coverage was kept, in SQL; contracts'
 * coverageOf marks every later one. The thresholds must be the same: one rule, two writings.
 */
const migration = readFileSync(
  path.resolve(import.meta.dirname, '../drizzle/0014_coverage_sufficient.sql'),
  'utf8',
);

describe('the coverage backfill of migration 0014', () => {
  it('applies COVERAGE_RULES’ thresholds', () => {
    const clip = /'duration_seconds'\)::float8 >= ([\d.]+)/.exec(migration)?.[1];
    const seconds = /'sampled_fps'\)::float8, 0\) >= ([\d.]+)/.exec(migration)?.[1];
    const share = />= ([\d.]+) \* \(r\."results"->'frames'->>'total'\)/.exec(migration)?.[1];
    expect(Number(clip)).toBe(COVERAGE_RULES.minClipSeconds);
    expect(Number(seconds)).toBe(COVERAGE_RULES.minScoredSeconds);
    expect(Number(share)).toBe(COVERAGE_RULES.minScoredShare);
  });
});
