import type { BeforeAfter, Operation, Recommendation, Task } from '@ergo/contracts';
import { vi } from 'vitest';

/*
 * For the board's tests: an organization with one operation, two tasks and recommendations kept
 * from their assessments, behind a fake fetch that answers as the API does (and can refuse a move).
 */

export const OPERATION = '00000000-0000-4000-8000-0000000000a1';
export const TASK = '00000000-0000-4000-8000-0000000000b1';
export const EMPTY_TASK = '00000000-0000-4000-8000-0000000000b2';
const ASSESSMENT = '00000000-0000-4000-8000-0000000000c1';
const FOLLOW_UP = '00000000-0000-4000-8000-0000000000c2';
const STAMP = '2026-11-21T07:00:00.000Z';

export const operation: Operation = {
  id: OPERATION,
  name: 'Packing line',
  description: '',
  operation_type: 'warehouse',
  unit: 'warehouse',
  duration: '',
  grip_type: '',
  load: '',
  repetition_rate: '',
  created_at: STAMP,
  tasks_count: 2,
  total_assessments: 2,
  most_recent_analysis: STAMP,
};

const task = (id: string, name: string): Task => ({
  id,
  operation: OPERATION,
  operation_name: operation.name,
  name,
  description: '',
  assessment_types: ['reba'],
  assessments_conducted: 1,
  last_assessment_date: STAMP,
  created_at: STAMP,
});
export const tasks: Task[] = [task(TASK, 'Box lifting'), task(EMPTY_TASK, 'Labelling')];

export const beforeAfter: BeforeAfter = {
  before: {
    id: ASSESSMENT,
    name: 'Box lifting REBA',
    type: 'reba',
    created_at: STAMP,
    status: 'completed',
    score: 11,
    risk_level: 'very_high',
  },
  after: {
    id: FOLLOW_UP,
    name: 'Box lifting REBA, after the lift table',
    type: 'reba',
    created_at: '2026-12-05T07:00:00.000Z',
    status: 'completed',
    score: 4,
    risk_level: 'medium',
  },
  ready: true,
  change: { points: -7, percent: -63.6, reduction_percent: 63.6, improved: true },
  body_parts: [],
  kinematics: [],
};

let sequence = 0;
/** A kept recommendation of the task's REBA assessment. */
export function recommendation(
  title: string,
  changes: Partial<Recommendation> = {},
): Recommendation {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    assessment: ASSESSMENT,
    task: TASK,
    operation: OPERATION,
    factor_key: null,
    title,
    risk_factor: '',
    measured: '',
    status: 'TODO',
    priority: 'SOON',
    timeframe: 'Within 1 month',
    action_points: [],
    owner: '',
    due_date: null,
    follow_up_assessment: null,
    recommendation_suggestions: [],
    // written by hand: the server serves every text as typed
    typed: { title: true, risk_factor: true, measured: true, timeframe: true, action_points: [] },
    created_at: STAMP,
    updated_at: STAMP,
    assessment_info: {
      name: 'Box lifting REBA',
      type: 'reba',
      score: 11,
      risk_level: 'very_high',
      coverage_sufficient: true,
      created_at: STAMP,
    },
    task_name: 'Box lifting',
    operation_name: operation.name,
    moves: [],
    before_after: null,
    ...changes,
  };
}

export function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A whole list as the one page the web app asks for (it always pages its lists). */
export const onePage = (rows: unknown[]) => ({
  count: rows.length,
  next: null,
  previous: null,
  results: rows,
});

/**
 * The fake API. `refuseMoves` answers every PATCH with a server error; `holdMoves` keeps the
 * PATCH answers until `release()` (to look at the board between the move and the save);
 * `stallReadsAfterMove` never answers a read of the board made after a move (so what the board
 * shows then is the screen's own doing, not a fresh read). `inTurkish` is the board as the
 * server serves it to a Turkish reader (Accept-Language: tr); `languages` records each read's.
 */
export function boardServer(
  stored: Recommendation[],
  options: {
    operations?: Operation[];
    refuseMoves?: boolean;
    holdMoves?: boolean;
    stallReadsAfterMove?: boolean;
    inTurkish?: Recommendation[];
  } = {},
) {
  const state = stored.map((item) => ({ ...item }));
  const urls: string[] = [];
  const languages: string[] = [];
  const patches: { id: string; body: unknown }[] = [];
  const held: (() => void)[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    urls.push(url);
    const path = new URL(url, 'http://x');
    if (path.pathname === '/api/operation/')
      return reply(200, onePage(options.operations ?? [operation]));
    if (path.pathname === `/api/operation/${OPERATION}/tasks/`) return reply(200, onePage(tasks));
    if (path.pathname === '/api/operation/recommendations/') {
      if (options.stallReadsAfterMove && patches.length > 0) return new Promise<Response>(() => {});
      const taskId = path.searchParams.get('task');
      const language = (init?.headers as Record<string, string> | undefined)?.['Accept-Language'];
      languages.push(language ?? '');
      const served = language === 'tr' && options.inTurkish ? options.inTurkish : state;
      return reply(
        200,
        served.filter((item) => item.task === taskId),
      );
    }
    const update = /^\/api\/operation\/recommendations\/([^/]+)\/update\/$/.exec(path.pathname);
    if (update && init?.method === 'PATCH') {
      const id = update[1] ?? '';
      const body = JSON.parse(init.body as string) as Partial<Recommendation>;
      patches.push({ id, body });
      if (options.holdMoves) await new Promise<void>((resolve) => held.push(resolve));
      if (options.refuseMoves)
        return reply(500, {
          errors: [{ field: 'detail', message: 'Server error. Please try again later.' }],
        });
      const item = state.find((entry) => entry.id === id);
      if (!item) return reply(404, { errors: [{ field: 'detail', message: 'Not found.' }] });
      Object.assign(item, body);
      return reply(200, item);
    }
    throw new Error(`unexpected request ${init?.method ?? 'GET'} ${url}`);
  });
  return {
    fetch,
    urls,
    languages,
    patches,
    release: () => held.splice(0).forEach((resolve) => resolve()),
  };
}
