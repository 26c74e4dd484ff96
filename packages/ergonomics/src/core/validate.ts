import { ScoringInputError } from './errors';

/** Input validation helpers used at every entry point. Each throws a typed ScoringInputError. */

export function requireNumber(field: string, v: unknown): number {
  if (v === undefined || v === null) throw new ScoringInputError('required', field);
  if (typeof v !== 'number' || !Number.isFinite(v))
    throw new ScoringInputError('not_a_number', field);
  return v;
}

export function requireInt(field: string, v: unknown, min: number, max: number): number {
  const n = requireNumber(field, v);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ScoringInputError('out_of_range', field, { min, max });
  return n;
}

export function requireRange(field: string, v: unknown, min: number, max: number): number {
  const n = requireNumber(field, v);
  if (n < min || n > max) throw new ScoringInputError('out_of_range', field, { min, max });
  return n;
}

export function requireWeight(field: string, v: unknown): number {
  const n = requireNumber(field, v);
  if (n < 0) throw new ScoringInputError('negative_weight', field);
  return n;
}

export function requireCode<T extends string>(field: string, v: unknown, codes: readonly T[]): T {
  if (v === undefined || v === null) throw new ScoringInputError('required', field);
  if (typeof v !== 'string' || !(codes as readonly string[]).includes(v)) {
    throw new ScoringInputError('unknown_code', field, { allowed: codes.join('|') });
  }
  return v as T;
}

export function optionalCode<T extends string>(
  field: string,
  v: unknown,
  codes: readonly T[],
  fallback: T,
): T {
  return v === undefined || v === null ? fallback : requireCode(field, v, codes);
}

export function optionalBool(field: string, v: unknown): boolean {
  if (v === undefined || v === null) return false;
  if (typeof v !== 'boolean') throw new ScoringInputError('not_a_boolean', field);
  return v;
}

export function requireCodeList<T extends string>(
  field: string,
  v: unknown,
  codes: readonly T[],
): T[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v))
    throw new ScoringInputError('unknown_code', field, { allowed: codes.join('|') });
  const out: T[] = [];
  for (const item of v as unknown[]) {
    const c = requireCode(field, item, codes);
    if (!out.includes(c)) out.push(c);
  }
  return out;
}

/** Threshold options must be finite numbers; refuse anything else instead of scoring with it. */
export function requireOption(field: string, v: unknown, min: number, max: number): number {
  return requireRange(`options.${field}`, v, min, max);
}

/**
 * The fields of a value that should be an object, as untrusted data to check one by one. Scorers
 * are called from typed code, but their input may come from a stored document or a form: each field
 * is read as `unknown` and checked, never trusted for its declared type. Not an object: no fields.
 */
export function untrustedFields(value: unknown): Readonly<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value));
}
