import { explainedSteps, type Language } from '@ergo/contracts';
import {
  CHECKLIST_QUESTIONS,
  scoreChecklist,
  scoreQec,
  scoreReba,
  scoreRosa,
  scoreRula,
  scoreWisha,
  type ScoreStep,
} from '@ergo/ergonomics';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { renderScreen } from '../../../test/render';
import { ExplanationList } from './explanation';

/*
 * Issue 18: the explanation drawer, as a reader sees it, for one worksheet of each method in both
 * languages — the served text and the table badges. No internal id ('reba.table_a'), snake-case
 * word or code ('WAIST_TO_SHOULDER') may show, and a length is never 'Legs: 0 m'.
 */

const METHODS: readonly (readonly [string, () => ScoreStep[]])[] = [
  [
    'reba',
    () =>
      scoreReba({
        neck_position: 2,
        neck_twisted: true,
        trunk_position: 3,
        legs_position: 2,
        knee_flexion: 'BETWEEN_30_AND_60',
        upper_arm_position: 3,
        lower_arm_position: 2,
        wrist_position: 2,
        load: 'BETWEEN_5_AND_10',
        coupling: 'FAIR',
        activity: ['STATIC_POSTURE'],
      }).steps,
  ],
  [
    'rula',
    () =>
      scoreRula({
        right: { upper_arm_position: 3, lower_arm_position: 2, wrist_position: 3, wrist_twist: 2 },
        left: { upper_arm_position: 2, lower_arm_position: 1, wrist_position: 2, wrist_twist: 1 },
        neck_position: 3,
        trunk_position: 2,
        legs_position: 2,
        load: 'BETWEEN_2_TO_10_STATIC',
        muscle_use: true,
      }).steps,
  ],
  [
    'rosa',
    () =>
      scoreRosa({
        duration: 'LONG',
        seat_pan_distance: 'LESS_THAN_7',
        chair_height: 'TOO_LOW',
        armrests: 'TOO_HIGH',
        back_support: 'NO_LUMBAR_SUPPORT',
        monitor: 'TOO_LOW',
        mouse: 'REACHING',
        keyboard: 'WRISTS_EXTENDED',
        telephone: { position: 'TOO_FAR', neck_shoulder_hold: true, no_hands_free: false },
      }).steps,
  ],
  [
    'wisha',
    () =>
      scoreWisha({
        load_weight: 18,
        lifting_frequency: '2_3',
        shift_duration: 'more_than_hour',
        grip_quality: 'MODERATE',
        work_environment: 'SLIPPERY',
        vertical_zone: 'WAIST_TO_SHOULDER',
        horizontal_zone: 'MID',
        twisting: true,
      }).steps,
  ],
  [
    'qec',
    () =>
      scoreQec({
        back_posture: 'MODERATELY_FLEXED_OR_TWISTED',
        back_task: 'MOVING',
        back_movement: 'FREQUENT',
        hand_height: 'CHEST_HEIGHT',
        arm_movement: 'FREQUENT',
        wrist_posture: 'DEVIATED_OR_BENT',
        wrist_repetition: 'BETWEEN_11_AND_20_PER_MIN',
        neck_posture: 'OCCASIONALLY',
        max_weight_handled: 'MODERATE',
        time_spent: 'BETWEEN_2_AND_4_HOURS',
        max_force_level: 'MEDIUM',
        visual_demand: 'HIGH',
        driving: 'BETWEEN_1_AND_4_HOURS',
        vibration: 'LESS_THAN_1_HOUR',
        work_pace: 'SOMETIMES',
        stress: 'MILDLY',
      }).steps,
  ],
  [
    'checklist',
    () =>
      scoreChecklist(
        Object.fromEntries(
          CHECKLIST_QUESTIONS.map((q, i) => [
            q.id,
            q.id === 'saf_electrical' || i % 5 === 1 ? 'NO' : 'YES',
          ]),
        ),
      ).steps,
  ],
];

const DOTTED_ID = /\b[a-z]+(\.[a-z_]+)+\b/;
const SNAKE = /\b[a-z]+_[a-z_]+\b/;
const CODE = /\b[A-Z]{2,}(_[A-Z0-9]+)+\b/;

describe('the explanation a reader sees, for every method and both languages', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  for (const lang of ['en', 'tr'] as const satisfies readonly Language[])
    for (const [method, score] of METHODS)
      it(`${method} in ${lang}: words and units, no internal ids or codes`, async () => {
        await i18n.changeLanguage(lang);
        const steps = explainedSteps(method, score(), lang);
        const { container, unmount } = renderScreen(<ExplanationList steps={steps} />);
        const lines = [...container.querySelectorAll('p, .mantine-Badge-label, h6')]
          .map((node) => node.textContent ?? '')
          .filter((text) => text.length > 0);
        expect(lines.length).toBeGreaterThan(3);
        const bad = lines.filter(
          (text) =>
            DOTTED_ID.test(text) ||
            SNAKE.test(text) ||
            CODE.test(text) ||
            /\d m\b/.test(text) ||
            /\{\{?\w+\}\}?/.test(text),
        );
        expect(bad).toEqual([]);
        unmount();
      });

  it('a coded table cell (WISHA hand zones) shows the table by name, not its codes', () => {
    const wisha = METHODS.find(([method]) => method === 'wisha');
    if (!wisha) throw new Error('no WISHA worksheet');
    const steps = explainedSteps('wisha', wisha[1](), 'en');
    renderScreen(<ExplanationList steps={steps} />);
    const badges = [...document.querySelectorAll('.mantine-Badge-label')].map((b) => b.textContent);
    expect(badges).toContain('WISHA unadjusted weight limit');
    expect(badges.join(' ')).not.toMatch(/WAIST_TO_SHOULDER|MID|more_than_hour/);
  });
});
