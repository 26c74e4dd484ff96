import { QEC_OBSERVER_ITEMS, QEC_WORKER_ITEMS } from '@ergo/ergonomics';
import { z } from 'zod';
import { msg, requiredText } from '../common';
import { choice, fieldsOf } from '../methods/fields';

/*
 * QEC (Quick Exposure Check; 'HMD' in Turkish): the observer's items A–G, which the ergonomist fills
 * (prefilled from the pose when the assessment has a video), and the worker's survey H–Q with the
 * worker's own details. Labels: `methods.qec.fields.<name>.label|options.<CODE>` of the catalogue.
 */

const observerChoice = <const C extends readonly [string, ...string[]]>(codes: C, columns = 3) =>
  choice(codes, { required: 'qec.observer_item_required', columns });

/** The observer's items in form order (the QEC form's A–G). */
export const qecObserverFields = z.object({
  back_posture: observerChoice(QEC_OBSERVER_ITEMS.back_posture),
  back_task: observerChoice(QEC_OBSERVER_ITEMS.back_task, 2),
  back_static: observerChoice(QEC_OBSERVER_ITEMS.back_static, 2),
  back_movement: observerChoice(QEC_OBSERVER_ITEMS.back_movement),
  hand_height: observerChoice(QEC_OBSERVER_ITEMS.hand_height),
  arm_movement: observerChoice(QEC_OBSERVER_ITEMS.arm_movement),
  wrist_posture: observerChoice(QEC_OBSERVER_ITEMS.wrist_posture, 2),
  wrist_repetition: observerChoice(QEC_OBSERVER_ITEMS.wrist_repetition),
  neck_posture: observerChoice(QEC_OBSERVER_ITEMS.neck_posture),
});
export type QecObserverItem = keyof typeof qecObserverFields.shape;
export const QEC_OBSERVER_FIELDS = fieldsOf(qecObserverFields);

/**
 * What a create or an update may carry: any of the items (the observer part may be completed later,
 * or after the pose prefilled what a video shows). Completeness is `observerComplete`.
 */
export const qecObserverInputs = qecObserverFields.partial();
export type QecObserverAnswers = z.output<typeof qecObserverInputs>;

/** The items of the observer part a given back task needs (B is B1–B2 static, or B3–B5 moving). */
export function requiredObserverItems(answers: QecObserverAnswers): QecObserverItem[] {
  const back = answers.back_task === 'STATIC' ? 'back_static' : 'back_movement';
  return [
    'back_posture',
    'back_task',
    back,
    'hand_height',
    'arm_movement',
    'wrist_posture',
    'wrist_repetition',
    'neck_posture',
  ];
}

/** Whether the observer part is complete (SPEC §4 `observer_qec_created`). */
export const observerComplete = (answers: QecObserverAnswers): boolean =>
  requiredObserverItems(answers).every((item) => answers[item] !== undefined);

/** The observer items a video can show (the others are movement frequencies over time). */
export const QEC_MEASURABLE_ITEMS = [
  'back_posture',
  'hand_height',
  'wrist_posture',
  'neck_posture',
] as const satisfies readonly QecObserverItem[];

export const QEC_GENDERS = ['MALE', 'FEMALE', 'OTHERS'] as const;

/** The worker's answers H–Q in the order of the survey, with the box each one's details go into. */
export const QEC_WORKER_QUESTIONS = [
  { name: 'max_weight_handled', details: null },
  { name: 'time_spent', details: null },
  { name: 'max_force_level', details: null },
  { name: 'visual_demand', details: 'visual_demand_details' },
  { name: 'driving', details: null },
  { name: 'vibration', details: null },
  { name: 'work_pace', details: 'work_pace_details' },
  { name: 'stress', details: 'stress_details' },
] as const satisfies readonly { name: keyof typeof QEC_WORKER_ITEMS; details: string | null }[];

/**
 * SPEC §5: the detail boxes (N, P and Q on the form) are expected exactly when visual demand is
 * high, the work pace is often hard to keep up with, or the work is moderately or very stressful.
 */
export const QEC_DETAILS_WHEN = {
  visual_demand_details: { question: 'visual_demand', answers: ['HIGH'] },
  work_pace_details: { question: 'work_pace', answers: ['OFTEN'] },
  stress_details: { question: 'stress', answers: ['MODERATELY', 'VERY'] },
} as const;
export type QecDetailsBox = keyof typeof QEC_DETAILS_WHEN;
/** The letters SPEC §3 gives the detail boxes. */
export const QEC_DETAILS_LETTERS: Record<QecDetailsBox, string> = {
  visual_demand_details: 'N',
  work_pace_details: 'P',
  stress_details: 'Q',
};

/** Whether a details box is expected for these answers. */
export function detailsExpected(box: QecDetailsBox, answers: Record<string, unknown>): boolean {
  const rule = QEC_DETAILS_WHEN[box];
  return (rule.answers as readonly unknown[]).includes(answers[rule.question]);
}

const workerChoice = <const C extends readonly [string, ...string[]]>(codes: C) =>
  z.enum(codes, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? 'qec.answer_required' : msg.invalidChoice,
  });
const details = z.string({ error: msg.invalidFormat }).trim().max(1000, { error: msg.maxLength });
/** A number typed or sent as text; an empty one is unanswered, not zero. */
const wholeNumber = (min: number, max: number, required: string) =>
  z
    .union([z.number(), z.string()], { error: required })
    .transform((value, ctx) => {
      if (typeof value === 'string' && value.trim() === '') {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      const number = typeof value === 'number' ? value : Number(value.replace(',', '.'));
      if (!Number.isFinite(number)) {
        ctx.addIssue({ code: 'custom', message: msg.numeric });
        return z.NEVER;
      }
      return number;
    })
    .pipe(
      z.number().min(min, { error: 'qec.out_of_range' }).max(max, { error: 'qec.out_of_range' }),
    );

/** POST /operation/qec/worker/{qec_id}/{token}/: one worker's survey (API-CONTRACT names). */
export const qecWorkerFormSchema = z
  .object({
    job_title: requiredText(150),
    gender: z.enum(QEC_GENDERS, {
      error: (issue) => (issue.input === undefined ? 'qec.answer_required' : msg.invalidChoice),
    }),
    age: wholeNumber(14, 100, 'qec.answer_required').refine(Number.isInteger, {
      error: msg.numeric,
    }),
    working_years: wholeNumber(0, 70, 'qec.answer_required'),
    max_weight_handled: workerChoice(QEC_WORKER_ITEMS.max_weight_handled),
    time_spent: workerChoice(QEC_WORKER_ITEMS.time_spent),
    max_force_level: workerChoice(QEC_WORKER_ITEMS.max_force_level),
    visual_demand: workerChoice(QEC_WORKER_ITEMS.visual_demand),
    visual_demand_details: details.optional(),
    driving: workerChoice(QEC_WORKER_ITEMS.driving),
    vibration: workerChoice(QEC_WORKER_ITEMS.vibration),
    work_pace: workerChoice(QEC_WORKER_ITEMS.work_pace),
    work_pace_details: details.optional(),
    stress: workerChoice(QEC_WORKER_ITEMS.stress),
    stress_details: details.optional(),
  })
  // Checked even when other fields failed, so the first answer lists an empty box with the rest.
  .superRefine(
    (form, ctx) => {
      for (const box of Object.keys(QEC_DETAILS_WHEN) as QecDetailsBox[])
        if (detailsExpected(box, form) && !form[box])
          ctx.addIssue({ code: 'custom', path: [box], message: 'qec.details_required' });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  // Details of a box the answers do not open are not kept (the worker changed an answer back).
  .transform((form) => {
    const out = { ...form };
    for (const box of Object.keys(QEC_DETAILS_WHEN) as QecDetailsBox[])
      if (!detailsExpected(box, form) || !out[box]) delete out[box];
    return out;
  });
export type QecWorkerForm = z.output<typeof qecWorkerFormSchema>;

/** The worker's answers of a stored submission (what the scorer reads). */
export const qecWorkerAnswersSchema = z.object({
  max_weight_handled: z.enum(QEC_WORKER_ITEMS.max_weight_handled),
  time_spent: z.enum(QEC_WORKER_ITEMS.time_spent),
  max_force_level: z.enum(QEC_WORKER_ITEMS.max_force_level),
  visual_demand: z.enum(QEC_WORKER_ITEMS.visual_demand),
  driving: z.enum(QEC_WORKER_ITEMS.driving),
  vibration: z.enum(QEC_WORKER_ITEMS.vibration),
  work_pace: z.enum(QEC_WORKER_ITEMS.work_pace),
  stress: z.enum(QEC_WORKER_ITEMS.stress),
});
export type QecWorkerAnswers = z.output<typeof qecWorkerAnswersSchema>;

/** POST /operation/qec/{assessment_id}/: how long the new workers' link stays open (days). */
export const qecLinkRequestSchema = z
  .object({
    expires_in_days: z.coerce
      .number({ error: msg.numeric })
      .int({ error: msg.numeric })
      .min(1, { error: 'qec.link_days_range' })
      .max(90, { error: 'qec.link_days_range' })
      .optional(),
  })
  .optional();
