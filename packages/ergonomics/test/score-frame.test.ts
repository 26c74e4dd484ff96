import { describe, expect, it } from 'vitest';
import {
  explainSteps,
  scoreRebaFrame,
  scoreWisha,
  ScoringInputError,
  type FramePosture,
  type RebaTaskInputs,
} from '../src/index';
import { baseWisha, mv, neutralFrame } from './helpers';

describe('scoreRebaFrame', () => {
  const task: RebaTaskInputs = { load: 'LESS_THAN_5', coupling: 'GOOD' };
  it('scores a measured frame and prepends the derivation steps', () => {
    const s = scoreRebaFrame({ ...neutralFrame(), time: 2.5 }, task);
    expect(s.status).toBe('scored');
    if (s.status !== 'scored') return;
    expect(s.time).toBe(2.5);
    expect(s.result.steps[0]?.id).toBe('reba.derive.neck');
    expect(s.result.score).toBe(1);
  });
  it('marks a frame without a person, or with a part missing, as unscorable with the reason', () => {
    expect(scoreRebaFrame({ ...neutralFrame(), personFound: false }, task)).toMatchObject({
      status: 'unscorable',
      missing: ['person'],
    });
    expect(scoreRebaFrame(neutralFrame({ axial: { trunk_flexion: null } }), task)).toMatchObject({
      status: 'unscorable',
      missing: ['trunk'],
    });
    // a low-confidence neck is scored, marked
    const low = scoreRebaFrame(neutralFrame({ axial: { neck_flexion: mv(10, 0.1) } }), task);
    expect(low).toMatchObject({ status: 'scored', measured: { neck: { lowConfidence: true } } });
  });
  it('refuses bad task inputs and malformed frames with typed errors naming the field', () => {
    const badLoad: Record<string, unknown> = { load: 'HEAVY', coupling: 'GOOD' };
    expect(() => scoreRebaFrame(neutralFrame(), badLoad as RebaTaskInputs)).toThrow(
      expect.objectContaining({ field: 'load', code: 'unknown_code' }),
    );
    const malformed: Partial<FramePosture> = { time: 0, personFound: true };
    expect(() => scoreRebaFrame(malformed as FramePosture, task)).toThrow(ScoringInputError);
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
      'WISHA temel ağırlık sınırı: el yüksekliği diz ile bel arası, el uzaklığı orta → 55 lb',
    );
    expect(lrm).toBe(
      'WISHA sınır azaltma katsayısı: dakikadaki kaldırma sayısı 2–3, günlük kaldırma süresi 2 saatten fazla → 0,65',
    );
    expect(explainSteps(r.steps, 'en')[1]).toBe(
      'WISHA limit reduction modifier: lifts per minute 2–3, lifting time a day more than 2 h → 0.65',
    );
  });
});
