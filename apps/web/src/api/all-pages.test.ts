import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokens, clearSession } from '../browser/session';
import { resetClientState } from './client';
import {
  getAssessments,
  operationChoicesQueryOptions,
} from '../features/assessments/api/get-assessments';
import { getOperations } from '../features/operations/api/get-operations';
import { operationTasksQueryOptions } from '../features/tasks/api/get-tasks';

const operation = (i: number) => ({
  id: `op-${i}`,
  name: `Line ${i}`,
  description: '',
  operation_type: 'production',
  unit: 'production',
  duration: '',
  grip_type: '',
  load: '',
  repetition_rate: '',
  created_at: '2026-01-01T00:00:00.000Z',
  tasks_count: 0,
  total_assessments: 0,
  most_recent_analysis: null,
});
const task = (i: number) => ({
  id: `task-${i}`,
  operation: 'op-1',
  operation_name: 'Line 1',
  name: `Task ${i}`,
  description: '',
  assessment_types: ['reba'],
  assessments_conducted: 0,
  last_assessment_date: null,
  created_at: '2026-01-01T00:00:00.000Z',
});

/** A list of `total` rows served in pages, as the API serves them; every URL asked is kept. */
function fakeList(total: number, row: (i: number) => object) {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://app.test');
      asked.push(url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? total);
      const rows = Array.from({ length: total }, (_, i) => row(i)).slice(
        (page - 1) * size,
        page * size,
      );
      const next = page * size < total ? `${url.pathname}?page=${page + 1}` : null;
      return new Response(JSON.stringify({ count: total, next, previous: null, results: rows }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return asked;
}

/** What TanStack Query hands a query function; these read nothing from it. */
const context = {} as never;

describe('the web app always asks lists for pages (issue 17, item 14)', () => {
  beforeEach(() => {
    resetClientState();
    setTokens({ access: 'access', refresh: 'refresh' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('reads every operation for the filter through pages of 100, in name order', async () => {
    const asked = fakeList(150, operation);
    const choices = await operationChoicesQueryOptions().queryFn?.(context);
    expect(choices).toHaveLength(150);
    expect(asked.map((url) => url.pathname)).toEqual(['/api/operation/', '/api/operation/']);
    expect(asked.map((url) => url.searchParams.get('page_size'))).toEqual(['100', '100']);
    expect(asked.map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(asked.every((url) => url.searchParams.get('ordering') === 'alphabetical')).toBe(true);
  });

  it("reads all of an operation's tasks through pages", async () => {
    const asked = fakeList(3, task);
    const tasks = await operationTasksQueryOptions('op-1').queryFn?.(context);
    expect(tasks).toHaveLength(3);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.pathname).toBe('/api/operation/op-1/tasks/');
    expect(asked[0]?.searchParams.get('page_size')).toBe('100');
  });

  it('pages the operations and assessments lists', async () => {
    const asked = fakeList(0, operation);
    await getOperations({ search: '', ordering: 'all', page: 2, pageSize: 12 });
    await getAssessments({
      filters: {},
      search: '',
      ordering: '-created_at',
      page: 1,
      pageSize: 10,
    });
    expect(asked.map((url) => url.searchParams.get('page_size'))).toEqual(['12', '10']);
  });
});
