import {
  checklistDetailSchema,
  qecDetailSchema,
  qecResultSchema,
  qecSummarySchema,
  QEC_EXPOSURES,
  type ChecklistDetail,
  type QecDetail,
  type QecResultDocument,
  type QecSummary,
} from '@ergo/contracts';
import {
  CHECKLIST_QUESTIONS,
  explainStep,
  scoreChecklist,
  scoreQec,
  type ChecklistAnswer,
  type QecInput,
} from '@ergo/ergonomics';
import { vi } from 'vitest';
import { reply } from '../../assessment-detail/testing/served-assessment';

/*
 * A QEC and a checklist as the API serves them, made with the real scorers and checked against
 * the contract's schemas, so a change of either shows here.
 */

export const QEC_ID = '00000000-0000-4000-8000-0000000000a1';
export const CHECKLIST_ID = '00000000-0000-4000-8000-0000000000c1';
const DAY = 86_400_000;

const base = {
  task: '00000000-0000-4000-8000-000000000002',
  task_name: 'Box lifting',
  operation: '00000000-0000-4000-8000-000000000003',
  operation_name: 'Packing line',
  created_at: '2026-11-21T06:00:00.000Z',
  progress: 100,
  employee_name: 'Ayşe Yılmaz',
  employee_number: 'E-17',
  angle_overrides: {},
  frame_overrides: {},
  video: null,
  // a survey's score is never judged by how much of a video was measured
  coverage_sufficient: null,
};

export const OBSERVER = {
  back_posture: 'MODERATELY_FLEXED_OR_TWISTED',
  back_task: 'MOVING',
  back_movement: 'FREQUENT',
  hand_height: 'CHEST_HEIGHT',
  arm_movement: 'FREQUENT',
  wrist_posture: 'DEVIATED_OR_BENT',
  wrist_repetition: 'BETWEEN_11_AND_20_PER_MIN',
  neck_posture: 'OCCASIONALLY',
} as const;

export const WORKER = {
  max_weight_handled: 'HEAVY',
  time_spent: 'MORE_THAN_4_HOURS',
  max_force_level: 'MEDIUM',
  visual_demand: 'HIGH',
  driving: 'LESS_THAN_1_HOUR',
  vibration: 'BETWEEN_1_AND_4_HOURS',
  work_pace: 'OFTEN',
  stress: 'MODERATELY',
} as const;

/** The result document of these answers, as GET …/result/ serves it. */
export function qecResult(
  worker: string | null = null,
  answers: Partial<QecInput> = {},
): QecResultDocument {
  const input = { ...OBSERVER, ...WORKER, ...answers } as QecInput;
  const scored = scoreQec(input);
  const exposures = QEC_EXPOSURES as readonly string[];
  return qecResultSchema.parse({
    ...scored,
    action_label: 'Investigate further and change soon',
    workers_count: 2,
    worker,
    answers: input,
    explanation: scored.steps.map((step) => {
      const part = step.id.split('.')[1] ?? '';
      return {
        id: step.id,
        text: explainStep(step),
        value: step.value,
        part: exposures.includes(part) ? part : null,
        ...(step.table ? { table: step.table, row: step.row, column: step.column } : {}),
      };
    }),
  });
}

export function qecDetail(state: Partial<QecDetail> = {}): QecDetail {
  const result = qecResult();
  return qecDetailSchema.parse({
    ...base,
    id: QEC_ID,
    name: 'Packing QEC',
    type: 'qec',
    status: 'completed',
    status_message: 'QEC scored',
    status_message_key: 'qec.scored',
    score: result.exposure_percent,
    risk_level: result.risk_level,
    inputs: { ...OBSERVER },
    observer_qec_created: true,
    worker_qec_created: true,
    workers_count: 2,
    url: `http://localhost/qec/${QEC_ID}/tok3n`,
    token_expires_at: new Date(Date.now() + 20 * DAY).toISOString(),
    measured: { back_posture: { value: OBSERVER.back_posture, share: 0.82 } },
    observer_missing: [],
    ...state,
  });
}

export function qecSummary(): QecSummary {
  return qecSummarySchema.parse({
    workers_count: 2,
    distribution: {
      max_weight_handled: { LIGHT: 0, MODERATE: 1, HEAVY: 1, VERY_HEAVY: 0 },
      time_spent: { LESS_THAN_2_HOURS: 0, BETWEEN_2_AND_4_HOURS: 0, MORE_THAN_4_HOURS: 2 },
      max_force_level: { LOW: 1, MEDIUM: 1, HIGH: 0 },
      visual_demand: { LOW: 1, HIGH: 1 },
      driving: { LESS_THAN_1_HOUR: 2, BETWEEN_1_AND_4_HOURS: 0, MORE_THAN_4_HOURS: 0 },
      vibration: { LESS_THAN_1_HOUR: 1, BETWEEN_1_AND_4_HOURS: 1, MORE_THAN_4_HOURS: 0 },
      work_pace: { NEVER: 1, SOMETIMES: 0, OFTEN: 1 },
      stress: { NOT_AT_ALL: 0, MILDLY: 1, MODERATELY: 1, VERY: 0 },
    },
    submissions: [
      {
        id: 'sub-2',
        submitted_at: '2026-11-22T10:30:00.000Z',
        job_title: 'Packer',
        gender: 'FEMALE',
        age: 34,
        working_years: 6,
        answers: { ...WORKER },
        visual_demand_details: '<b>Small labels</b> on the boxes',
        work_pace_details: 'The belt speeds up after lunch',
        stress_details: 'Targets per hour',
      },
      {
        id: 'sub-1',
        submitted_at: '2026-11-22T09:00:00.000Z',
        job_title: 'Line lead',
        gender: 'MALE',
        age: 45,
        working_years: 12,
        answers: {
          ...WORKER,
          max_weight_handled: 'MODERATE',
          max_force_level: 'LOW',
          visual_demand: 'LOW',
          vibration: 'LESS_THAN_1_HOUR',
          work_pace: 'NEVER',
          stress: 'MILDLY',
        },
        visual_demand_details: null,
        work_pace_details: null,
        stress_details: null,
      },
    ],
  });
}

/** The latest response: every question Yes, but for the given ones. */
export function checklistDetail(
  answers: Record<string, ChecklistAnswer> = {},
  state: Partial<ChecklistDetail> = {},
): ChecklistDetail {
  const responses = Object.fromEntries(
    CHECKLIST_QUESTIONS.map((question) => [question.id, answers[question.id] ?? 'YES']),
  );
  const scored = scoreChecklist(responses);
  const rows = CHECKLIST_QUESTIONS.map((question) => ({
    id: question.id,
    category: question.category,
    text: question.text.en,
    critical: question.critical,
    answer: responses[question.id],
    comment: answers[question.id] === 'NO' ? `Fix ${question.id}` : '',
  }));
  const first = (row: (typeof rows)[number]) => (row.critical && row.answer === 'NO' ? 0 : 1);
  return checklistDetailSchema.parse({
    ...base,
    id: CHECKLIST_ID,
    name: 'Office check, 2nd floor',
    type: 'checklist',
    status: 'completed',
    status_message: 'Checklist answered',
    status_message_key: 'checklist.scored',
    score: scored.compliance_percent,
    risk_level: scored.risk_level,
    inputs: {},
    deadline: new Date(Date.now() + 5 * DAY).toISOString(),
    url: `http://localhost/checklist/${CHECKLIST_ID}/t0ken`,
    token_expires_at: new Date(Date.now() + 5 * DAY).toISOString(),
    responses_count: 1,
    submitted_at: '2026-11-22T11:00:00.000Z',
    responses: [...rows].sort((a, b) => first(a) - first(b)),
    result: {
      ...scored,
      explanation: [],
    },
    ...state,
  });
}

type Handler = (url: string, init?: RequestInit) => Response | null;

/** A fake API: the handler answers first; unknown calls are 404. */
export function surveyServer(handler: Handler) {
  return vi.fn(async (url: string, init?: RequestInit) => {
    const answer = handler(url, init);
    if (answer) return answer;
    // no recommendations or notes yet (their own tests serve them)
    if (/\/recommendations\/|\/notes\//.test(url)) return reply(200, []);
    return reply(404, { errors: [{ field: 'detail', message: 'Not found.' }] });
  });
}

export { reply };
