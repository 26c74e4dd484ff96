import { describe, expect, it } from 'vitest';
import {
  explainSteps,
  METHOD_BODY_PARTS,
  METHODS,
  scoreFrame,
  scoreSummary,
  scoreWisha,
  scoreWorksheet,
  ScoringInputError,
  type FrameAssessment,
  type WorksheetAssessment,
} from '../src/index';
import { baseWisha, mv, neutralFrame } from './helpers';

describe('scoreFrame', () => {
  const reba: FrameAssessment = {
    method: 'reba',
    inputs: { load: 'LESS_THAN_5', coupling: 'GOOD' },
  };
  it('scores a measured frame and prepends the derivation steps', () => {
    const s = scoreFrame({ ...neutralFrame(), time: 2.5 }, reba);
    expect(s.status).toBe('scored');
    if (s.status !== 'scored') return;
    expect(s.time).toBe(2.5);
    expect(s.result.steps[0]?.id).toBe('reba.derive.neck');
    expect(s.result.score).toBe(1);
  });
  it('marks a frame without a person, or with a part missing, as unscorable with the reason', () => {
    expect(scoreFrame({ ...neutralFrame(), personFound: false }, reba)).toMatchObject({
      status: 'unscorable',
      missing: ['person'],
    });
    expect(scoreFrame(neutralFrame({ axial: { neck_flexion: mv(10, 0.1) } }), reba)).toMatchObject({
      status: 'unscorable',
      missing: ['neck'],
    });
  });
  it('refuses bad task inputs and unknown methods with typed errors', () => {
    expect(() =>
      scoreFrame(neutralFrame(), {
        method: 'reba',
        inputs: { load: 'HEAVY', coupling: 'GOOD' },
      } as unknown as FrameAssessment),
    ).toThrow(ScoringInputError);
    expect(() =>
      scoreFrame(neutralFrame(), { method: 'qec', inputs: {} } as unknown as FrameAssessment),
    ).toThrow(expect.objectContaining({ field: 'method', code: 'unknown_code' }));
    expect(() =>
      scoreFrame(
        { time: 0, personFound: true } as unknown as Parameters<typeof scoreFrame>[0],
        reba,
      ),
    ).toThrow(ScoringInputError);
  });
  it('explains WISHA look-ups with translated codes and Turkish decimals', () => {
    const r = scoreWisha({
      ...baseWisha,
      vertical_zone: 'KNEE_TO_WAIST',
      horizontal_zone: 'MID',
      lifting_frequency: '2_3',
      shift_duration: 'more_than_hour',
    });
    const [grid, lrm] = explainSteps(r.steps, 'tr');
    expect(grid).toBe(
      'WISHA düzeltilmemiş ağırlık sınırı (doğrulanmamış tablo): el yüksekliği diz ile bel arası, el uzaklığı orta → 55',
    );
    expect(lrm).toBe(
      'WISHA sınır azaltma katsayısı: dakikadaki kaldırma sayısı 2–3, günlük saat 2 saatten fazla → 0,65',
    );
    expect(explainSteps(r.steps, 'en')[1]).toBe(
      'WISHA limit reduction modifier: lifts per minute 2–3, hours per day more than 2 h → 0.65',
    );
  });
});

describe('scoreWorksheet dispatcher', () => {
  it('scores any method and summarises it', () => {
    const r = scoreWorksheet({ method: 'wisha', input: baseWisha });
    expect(r.method).toBe('wisha');
    expect(scoreSummary(r)).toEqual({
      score: r.score,
      risk_level: r.risk_level,
      heat_level: r.heat_level,
    });
    expect(METHODS).toEqual(['reba', 'rula', 'wisha', 'rosa', 'qec', 'checklist']);
    expect(METHOD_BODY_PARTS.reba).toContain('leg');
    expect(() =>
      scoreWorksheet({ method: 'owas', input: {} } as unknown as WorksheetAssessment),
    ).toThrow(ScoringInputError);
  });
});
