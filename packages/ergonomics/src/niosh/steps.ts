import { bandStep, type ScoreStep, type StepParam } from '../core/step';
import type { NioshLiBand } from '../wisha/tables';
import { NIOSH_MULTIPLIERS, type NioshDuration, type NioshMultiplierName } from './codes';
import { NIOSH_LIMITS } from './tables';
import type { NioshEndResult } from './types';
import type { NioshHandLocation } from './validate';

/*
 * Explanation steps of the lifting equation, written as message keys + params like every other method's
 * (core/step.ts; texts in explain/catalog-en.ts and catalog-tr.ts). Values are kept to 4 decimals, as
 * WISHA's are; the computation itself is never rounded.
 */

export const r4 = (n: number): number => Math.round(n * 10000) / 10000;
export const r3 = (n: number): number => Math.round(n * 1000) / 1000;

/** What the frequency multiplier was read for: the rate, the job's duration, V at the origin. */
export interface FmContext {
  liftsPerMin: number;
  duration: NioshDuration;
  vOriginCm: number;
}

/** The numbers a multiplier's rule names (H, V, D, A, the Table 5 rows), before any keyed param. */
function ruleParams(
  name: NioshMultiplierName,
  end: NioshEndResult,
  loc: NioshHandLocation,
  dCm: number,
  fm: FmContext,
): Record<string, StepParam> {
  switch (name) {
    case 'HM':
      return { h: r3(loc.h_cm) };
    case 'VM':
    case 'CM':
      return { v: r3(loc.v_cm) };
    case 'DM':
      return { d: r3(dCm) };
    case 'AM':
      return { a: r3(loc.a_deg) };
    case 'FM': {
      const rows = end.multipliers.FM.rows;
      return {
        f: r3(fm.liftsPerMin),
        ...(rows.length === 2 ? { f_low: rows[0] ?? 0, f_high: rows[1] ?? 0 } : {}),
        f_max: end.multipliers.FM.maxLiftsPerMin,
        // keyed texts the rule's own text names: listed before rule_key so that they are rendered first
        duration_key: `code.niosh.duration.${fm.duration}`,
        vclass_key: `code.niosh.v.${fm.vOriginCm < NIOSH_LIMITS.vSplit ? 'below_75' : 'at_or_above_75'}`,
      };
    }
  }
}

/** Whose step it is: the single task (null) or a sub-task of a job (its 1-based input number). */
export type StepScope = number | null;

export const stepPrefix = (task: StepScope): string =>
  task === null ? 'niosh' : `niosh.subtask.${task}`;

/** '{scope}' opens every NIOSH template: empty for a single task, 'Sub-task 2: ' in a job. */
function scopeParams(task: StepScope): Record<string, StepParam> {
  return task === null ? { scope: '' } : { task, scope_key: 'scope.niosh.subtask' };
}

/** One step per multiplier of an end: '{scope}{part} ({end}): {rule} → {value}'. */
export function multiplierSteps(
  steps: ScoreStep[],
  task: StepScope,
  end: NioshEndResult,
  loc: NioshHandLocation,
  dCm: number,
  fm: FmContext,
): void {
  for (const name of NIOSH_MULTIPLIERS) {
    const factor = end.multipliers[name];
    const symbol = name.toLowerCase();
    steps.push({
      id: `${stepPrefix(task)}.${end.end}.${symbol}`,
      key: 'explain.niosh.multiplier',
      params: {
        ...scopeParams(task),
        ...ruleParams(name, end, loc, dCm, fm),
        part_key: `part.niosh.${symbol}`,
        end_key: `end.niosh.${end.end}`,
        rule_key: `rule.niosh.${symbol}.${factor.reason}`,
      },
      value: r4(factor.value),
    });
  }
}

/** With significant control: which end governs (the lower limit, so the higher index). */
export function governingStep(task: StepScope, end: NioshEndResult): ScoreStep {
  return {
    id: `${stepPrefix(task)}.governing_end`,
    key: 'explain.niosh.governing',
    params: { ...scopeParams(task), end_key: `end.niosh.${end.end}` },
    value: end.lifting_index === null ? null : r4(end.lifting_index),
  };
}

/** '{scope}{label} = {terms} = {value}', a weight in kg. */
export function productStep(
  id: string,
  task: StepScope,
  labelKey: string,
  terms: string,
  valueKg: number,
): ScoreStep {
  return {
    id,
    key: 'explain.niosh.product',
    params: { ...scopeParams(task), label_key: labelKey, terms, value_unit: 'kg' },
    value: r4(valueKg),
  };
}

/** 'label = 23 kg × 0.625 × … = 12.3 kg'; FM left out for the frequency-independent limit. */
export function limitStep(
  id: string,
  task: StepScope,
  labelKey: string,
  end: NioshEndResult,
  withFm: boolean,
): ScoreStep {
  const names = NIOSH_MULTIPLIERS.filter((n) => withFm || n !== 'FM');
  const terms = ['23 kg', ...names.map((n) => String(r3(end.multipliers[n].value)))].join(' × ');
  return productStep(id, task, labelKey, terms, withFm ? end.rwl_kg : end.firwl_kg);
}

/** 'label = 12 kg / 9.6 kg = 1.25', or, with a limit of 0, why the index is not defined. */
export function indexStep(
  id: string,
  task: StepScope,
  labelKey: string,
  loadKg: number,
  limitKg: number,
  zero: { reasonKey: string; params: Record<string, StepParam> },
): ScoreStep {
  if (limitKg > 0)
    return {
      id,
      key: 'explain.niosh.ratio',
      params: {
        ...scopeParams(task),
        label_key: labelKey,
        weight_kg: r4(loadKg),
        limit_kg: r4(limitKg),
      },
      value: r4(loadKg / limitKg),
    };
  return {
    id,
    key: 'explain.niosh.undefined',
    // the reason's own params first: its text may name them
    params: {
      ...zero.params,
      ...scopeParams(task),
      label_key: labelKey,
      reason_key: zero.reasonKey,
    },
    value: null,
  };
}

/**
 * The index as the band step shows it: 2 decimals, as WISHA's, unless that would hide a band edge
 * (1.0002 would read '1' beside 'increased risk'); then 4 decimals, rounded up if still hidden.
 */
function shownIndex(index: number): number {
  const li = Math.round(index * 1e9) / 1e9; // as the band reads it (end.ts verdictOf)
  const hidden = (shown: number) => [1, 3].some((limit) => li > limit && shown <= limit);
  const two = Math.round(li * 100) / 100;
  if (!hidden(two)) return two;
  const four = r4(li);
  return hidden(four) ? Math.ceil(li * 10000) / 10000 : four;
}

/** The band of an index ('1.02 → increased risk …'), or the verdict on a limit of 0. */
export function nioshBandStep(index: number | null, band: NioshLiBand | null): ScoreStep {
  if (index === null || band === null)
    return {
      id: 'niosh.band',
      key: 'explain.level',
      params: { level_key: 'band.niosh.undefined' },
      value: 'band.niosh.undefined',
    };
  return bandStep('niosh.band', r4(index), `band.niosh.${band}`, { score: shownIndex(index) });
}
