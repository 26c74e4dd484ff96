import { HEAT_COLOURS, RISK_COLOURS } from '@ergo/ergonomics';
import { describe, expect, it } from 'vitest';
import { awaitsAnswers, formatScore, isCreatableType } from './assessment-kinds';
import { contrastRatio, readableOn } from '@ergo/contracts';

describe('assessment kinds', () => {
  it('creates the video methods, QEC and the checklist', () => {
    expect(['reba', 'rula', 'wisha', 'rosa', 'qec', 'checklist'].every(isCreatableType)).toBe(true);
    expect(isCreatableType('unknown')).toBe(false);
  });

  it('reads QEC and checklist scores as percentages in the reader’s locale', () => {
    expect(formatScore('qec', 45.68, 'en')).toBe('45.7%');
    expect(formatScore('qec', 45.68, 'tr')).toBe('%45,7');
    expect(formatScore('checklist', 100, 'en')).toBe('100%');
    expect(formatScore('reba', 7, 'tr')).toBe('7');
    expect(formatScore('wisha', 1.256, 'tr')).toBe('1,26');
  });

  it('tells a survey waiting for answers from one whose video is analysed', () => {
    const qec = { type: 'qec', status: 'pending' };
    expect(awaitsAnswers({ ...qec, status_message_key: 'qec.awaiting' })).toBe(true);
    expect(awaitsAnswers({ ...qec, status_message_key: 'assessments.analysis_queued' })).toBe(
      false,
    );
    expect(awaitsAnswers(qec)).toBe(true);
    expect(awaitsAnswers({ type: 'reba', status: 'pending' })).toBe(false);
    expect(awaitsAnswers({ ...qec, status: 'completed' })).toBe(false);
  });

  it('writes on every heat and risk colour with a contrast of at least 4.5:1', () => {
    for (const { hex } of [...Object.values(HEAT_COLOURS), ...Object.values(RISK_COLOURS)])
      expect(contrastRatio(hex, readableOn(hex))).toBeGreaterThanOrEqual(4.5);
  });

  it('tells negligible from low at a glance, not by its word alone (issue 30)', () => {
    const [negligible, low] = [RISK_COLOURS.negligible.hex, RISK_COLOURS.low.hex];
    expect(negligible).not.toBe(low);
    // Side by side in the dashboard's bars: apart in lightness as well as in hue.
    expect(contrastRatio(negligible, low)).toBeGreaterThanOrEqual(1.4);
    // and against the white card, a part of the bar one sees (WCAG 1.4.11, 3:1)
    expect(contrastRatio(negligible, '#ffffff')).toBeGreaterThanOrEqual(3);
  });
});
