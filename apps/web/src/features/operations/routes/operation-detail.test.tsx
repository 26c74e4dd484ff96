import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../api/query-client';
import { clearSession, setTokens, storeOnboarding } from '../../../browser/session';
import { jsonReply } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { TaskDetailRoute } from '../../tasks/routes/task-detail';
import { OperationDetailRoute } from './operation-detail';

// The toasts the screens show (the app shows a failed read's message as a red toast too).
const toasts = vi.hoisted(() => ({ success: [] as string[], error: [] as string[] }));
vi.mock('../../../lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/notify')>()),
  notifySuccess: (message: string) => toasts.success.push(message),
  notifyError: (message: string) => toasts.error.push(message),
}));

const json = (body: unknown, status = 200): Response => jsonReply(status, body);
const notFound = () => json({ errors: [{ field: 'detail', message: 'Not found.' }] }, 404);

const operation = {
  id: 'op-1',
  name: 'Packaging line 2',
  description: '',
  operation_type: 'warehouse',
  unit: 'warehouse',
  duration: '',
  grip_type: '',
  load: '',
  repetition_rate: '',
  created_at: '2026-11-21T07:00:00.000Z',
  tasks_count: 1,
  total_assessments: 0,
  most_recent_analysis: null,
};
const task = {
  id: 'task-1',
  operation: 'op-1',
  operation_name: 'Packaging line 2',
  name: 'Lifting boxes',
  description: '',
  assessment_types: ['reba'],
  assessments_conducted: 0,
  last_assessment_date: null,
  created_at: '2026-11-21T07:10:00.000Z',
};

/**
 * A server holding one operation with one task: after a DELETE, what was deleted answers 404
 * 'Not found.' as the API does. Every read after the DELETE is recorded.
 */
function server() {
  const deleted = new Set<string>();
  const readsAfterDelete: string[] = [];
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url.startsWith('/api/auth/onboarding/')) return Promise.resolve(json([]));
    if (method === 'DELETE') {
      deleted.add(url.includes('/tasks/') ? 'task-1' : 'op-1');
      return Promise.resolve(json({ detail: 'Deleted.' }));
    }
    if (deleted.size > 0) readsAfterDelete.push(url);
    const gone = (id: string) => deleted.has(id) || (id === 'task-1' && deleted.has('op-1'));
    if (url.startsWith('/api/operation/tasks/task-1/detail/'))
      return Promise.resolve(
        gone('task-1')
          ? notFound()
          : json({ ...task, operation_detail: operation, assessments: [] }),
      );
    if (url.startsWith('/api/operation/op-1/tasks/'))
      return Promise.resolve(
        gone('op-1')
          ? notFound()
          : json({
              count: gone('task-1') ? 0 : 1,
              next: null,
              previous: null,
              results: gone('task-1') ? [] : [task],
            }),
      );
    if (url.startsWith('/api/operation/op-1/'))
      return Promise.resolve(gone('op-1') ? notFound() : json(operation));
    return Promise.resolve(json({ count: 0, next: null, previous: null, results: [] }));
  });
  return { fetchMock, readsAfterDelete };
}

function renderAt(route: string, queryErrors: string[]) {
  return renderScreen(
    <Routes>
      <Route path="/operations" element={<p>Operations list</p>} />
      <Route path="/operations/:operationId" element={<OperationDetailRoute />} />
      <Route path="/tasks/:taskId" element={<TaskDetailRoute />} />
    </Routes>,
    route,
    createQueryClient({ onQueryError: (message) => queryErrors.push(message) }),
  );
}

async function confirmDelete() {
  // the page header's Delete, then the typed confirmation's
  fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  fireEvent.change(await screen.findByLabelText(/Type delete/i), { target: { value: 'delete' } });
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

describe('deleting an item from its own page', () => {
  beforeEach(() => {
    setTokens({ access: 'a', refresh: 'r' });
    storeOnboarding([]);
    toasts.success = [];
    toasts.error = [];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('leaves the deleted operation\'s page and never reads it again (no "Not found.")', async () => {
    const { fetchMock, readsAfterDelete } = server();
    vi.stubGlobal('fetch', fetchMock);
    const queryErrors: string[] = [];
    renderAt('/operations/op-1', queryErrors);
    expect(await screen.findByText('Packaging line 2', { selector: 'h1' })).toBeTruthy();

    await confirmDelete();
    expect(await screen.findByText('Operations list')).toBeTruthy();
    // let any refetch the delete started settle
    await waitFor(() => expect(fetchMock.mock.results.length).toBe(fetchMock.mock.calls.length));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readsAfterDelete.filter((url) => url.includes('op-1'))).toEqual([]);
    expect(toasts.success).toEqual(['Operation “Packaging line 2” has been deleted.']);
    expect([...toasts.error, ...queryErrors]).toEqual([]);
  });

  it('leaves the deleted task\'s page and never reads it again (no "Not found.")', async () => {
    const { fetchMock, readsAfterDelete } = server();
    vi.stubGlobal('fetch', fetchMock);
    const queryErrors: string[] = [];
    renderAt('/tasks/task-1', queryErrors);
    expect(await screen.findByText('Lifting boxes', { selector: 'h1' })).toBeTruthy();

    await confirmDelete();
    expect(await screen.findByText('Packaging line 2', { selector: 'h1' })).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.results.length).toBe(fetchMock.mock.calls.length));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readsAfterDelete.filter((url) => url.includes('task-1'))).toEqual([]);
    expect(toasts.success).toEqual(['Task “Lifting boxes” has been deleted.']);
    expect([...toasts.error, ...queryErrors]).toEqual([]);
  });
});
