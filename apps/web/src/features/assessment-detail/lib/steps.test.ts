import { describe, expect, it } from 'vitest';
import { stepKind, stepsForPart } from './steps';

const step = (id: string, part: string | null, table?: string) => ({
  id,
  text: id,
  value: 1,
  part,
  ...(table ? { table } : {}),
});

describe('explanation steps', () => {
  it('collects the steps of one part, as the server names it', () => {
    const steps = [
      step('reba.derive.leg', 'leg'),
      step('reba.derive.knee', 'leg'),
      step('reba.leg', 'leg'),
      step('reba.neck', 'neck'),
      step('reba.table_a', null, 'reba.table_a'),
    ];
    expect(stepsForPart(steps, 'leg').map((s) => s.id)).toEqual([
      'reba.derive.leg',
      'reba.derive.knee',
      'reba.leg',
    ]);
    expect(stepsForPart(steps, 'trunk')).toEqual([]);
  });

  it('groups steps by kind', () => {
    expect(stepKind(step('reba.derive.neck', 'neck'))).toBe('measured');
    expect(stepKind(step('reba.neck', 'neck'))).toBe('part');
    expect(stepKind(step('reba.table_c', null, 'reba.table_c'))).toBe('table');
    expect(stepKind(step('reba.score_a', null))).toBe('table');
    expect(stepKind(step('reba.band', null))).toBe('result');
    expect(stepKind(step('rula.worse_side', null))).toBe('result');
  });
});
