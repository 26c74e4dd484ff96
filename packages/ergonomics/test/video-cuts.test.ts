import { describe, expect, it } from 'vitest';
import { explainSteps, rebaInputFromPosture, rulaInputFromPosture } from '../src/index';
import { mv, neutralFrame } from './helpers';

/*
 * Issue 30, item 4: "Wrist (right): flexion -16.6° — 0–15° flexion or extension → 1": the wrist was
 * scored by the video's 45° cut and explained by the worksheet's 15°. Every step names the cut it
 * applied, and why where it is not the worksheet's.
 */
const task = { load: 'LESS_THAN_5', coupling: 'GOOD' } as const;
const RULA_TASK = { load: 'LESS_THAN_2KG', muscle_use: false } as const;
const lines = (steps: Parameters<typeof explainSteps>[0], lang: 'en' | 'tr' = 'en') =>
  explainSteps(steps, lang).join('\n');

describe('the cut a step names is the cut it applied', () => {
  it('REBA: a wrist at -16.6° scored 1 names the 45° cut of video and why, never “0–15°”', () => {
    const d = rebaInputFromPosture(
      neutralFrame({ right: { wrist_flexion: mv(-16.6) }, left: { wrist_flexion: mv(-16.6) } }),
      task,
    );
    const text = lines(d.steps);
    expect(text).toMatch(
      /Wrist \((right|left)\): flexion −?-?16\.6° — within ±45° flexion or extension/,
    );
    expect(text).toContain("not the worksheet's 15°");
    expect(text).not.toContain('0–15° flexion or extension');
    const tr = lines(d.steps, 'tr');
    expect(tr).toContain('±45° içinde');
    expect(tr).not.toMatch(/\{\w+\}/);
  });

  it('REBA: a wrist bent 50° names the cut it passed', () => {
    const d = rebaInputFromPosture(neutralFrame({ right: { wrist_flexion: mv(50) } }), task);
    expect(lines(d.steps)).toContain('more than 45° flexion or extension (the video');
  });

  it('REBA: a trunk 8° forward scored upright says within ±10° of video; a neck 3° back, the 5° tolerance', () => {
    const d = rebaInputFromPosture(
      neutralFrame({ axial: { trunk_flexion: mv(8), neck_flexion: mv(-3) } }),
      task,
    );
    const text = lines(d.steps);
    expect(text).toContain('Trunk: flexion 8° — upright: within ±10° from video');
    expect(text).toContain('extension of up to 5° counts as none');
  });

  it('REBA and RULA: a flag read from video names its cut (twisted above 30°)', () => {
    const frame = neutralFrame({ axial: { trunk_twist: mv(35) } });
    expect(lines(rebaInputFromPosture(frame, task).steps)).toContain(
      'twisted (more than 30°, the video',
    );
    expect(lines(rulaInputFromPosture(frame, RULA_TASK).steps)).toContain(
      'twisted (more than 30°, the video',
    );
  });

  it('RULA: a wrist at 20° scored 2 names the 45° cut and the ±5° neutral band', () => {
    const d = rulaInputFromPosture(neutralFrame({ right: { wrist_flexion: mv(20) } }), RULA_TASK);
    const text = lines(d.steps);
    expect(text).toContain(
      "up to 45° flexion or extension: from video the cut is 45°, not the worksheet's 15°",
    );
    expect(text).not.toContain(' — 0–15° flexion or extension');
  });
});
