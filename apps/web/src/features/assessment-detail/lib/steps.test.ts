import { describe, expect, it } from 'vitest';
import { partOfStep, stepKind, stepsForPart } from './steps';

const step = (id: string, table?: string) => ({
  id,
  text: id,
  value: 1,
  ...(table ? { table } : {}),
});

describe('explanation steps', () => {
  it('finds the body part a step explains', () => {
    expect(partOfStep(step('reba.derive.neck_twist'))).toBe('neck');
    expect(partOfStep(step('reba.derive.knee'))).toBe('leg');
    expect(partOfStep(step('rula.right.upper_arm'))).toBe('upper_arm');
    expect(partOfStep(step('rula.left.wrist_twist'))).toBe('wrist');
    expect(partOfStep(step('rosa.derive.armrest_too_wide'))).toBe('armrests');
    expect(partOfStep(step('reba.table_a', 'reba.table_a'))).toBeNull();
  });

  it('collects a part’s steps, legs and leg alike', () => {
    const steps = [
      step('reba.derive.leg'),
      step('reba.derive.knee'),
      step('reba.leg'),
      step('reba.neck'),
    ];
    expect(stepsForPart(steps, 'legs').map((s) => s.id)).toEqual([
      'reba.derive.leg',
      'reba.derive.knee',
      'reba.leg',
    ]);
  });

  it('groups steps by kind', () => {
    expect(stepKind(step('reba.derive.neck'))).toBe('measured');
    expect(stepKind(step('reba.neck'))).toBe('part');
    expect(stepKind(step('reba.table_c', 'reba.table_c'))).toBe('table');
    expect(stepKind(step('reba.score_a'))).toBe('table');
    expect(stepKind(step('reba.band'))).toBe('result');
    expect(stepKind(step('rula.worse_side'))).toBe('result');
  });
});
