import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientState } from '../../../api/client';
import { clearSession, setTokens } from '../../../browser/session';
import { testUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { ChecklistForm } from './checklist-form';

const TASK = '7c2b1c1e-1111-4a4a-9999-000000000001';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const created = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'Office check',
  type: 'checklist',
  task: TASK,
  task_name: 'Task',
  operation: 'op',
  operation_name: 'Op',
  created_at: '2026-11-21T07:00:00.000Z',
  status: 'pending',
  progress: 0,
  status_message: "Waiting for the checklist's response",
  status_message_key: 'checklist.awaiting',
  score: null,
  risk_level: null,
  coverage_sufficient: null,
  employee_name: '',
  employee_number: '',
  inputs: {},
  video: null,
  url: 'http://localhost/checklist/c1/tok',
  token_expires_at: '2026-12-01T17:00:00.000Z',
};

function renderForm() {
  const onCreated = vi.fn();
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    url.endsWith('/auth/') ? json(404, {}) : json(201, created),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderScreen(<ChecklistForm taskId={TASK} operationId="op" onCreated={onCreated} />);
  return { fetchMock, onCreated };
}

describe('new checklist form', () => {
  beforeEach(() => setTokens({ access: 'a', refresh: 'r' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
    resetClientState();
  });

  it('at 0 credits says so at the top, with whom to ask, before anything is filled in', async () => {
    const broke = testUser({ credit: 0 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, broke)),
    );
    renderScreen(<ChecklistForm taskId={TASK} operationId="op" onCreated={vi.fn()} />);
    expect((await screen.findByTestId('out-of-credit-notice')).textContent).toContain(
      'Please contact us (your ErgoAssess administrator)',
    );
  });

  it('requires a deadline', async () => {
    const { fetchMock } = renderForm();
    fireEvent.change(await screen.findByLabelText(/^Assessment name/), {
      target: { value: 'Office check' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create checklist' }));
    expect(await screen.findByText('Deadline is required')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url.includes('/assessment/create/'))).toBe(false);
  });

  it('sends the deadline picked (a future instant, ISO) as JSON', async () => {
    const { fetchMock, onCreated } = renderForm();
    fireEvent.change(await screen.findByLabelText(/^Assessment name/), {
      target: { value: 'Office check' },
    });
    fireEvent.click(screen.getByTestId('checklist-deadline'));
    // The last day the calendar offers: days before today are disabled.
    const days = (await screen.findAllByRole('button')).filter(
      (button) =>
        /\d{4}$/.test(button.getAttribute('aria-label') ?? '') &&
        !button.hasAttribute('data-disabled'),
    );
    const day = days.at(-1);
    if (!day) throw new Error('no day to pick');
    fireEvent.click(day);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the deadline' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create checklist' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(([url]) => url.includes('/assessment/create/'));
    const body = JSON.parse(post?.[1]?.body as string) as Record<string, string>;
    expect(body).toMatchObject({ task: TASK, type: 'checklist', name: 'Office check' });
    expect(body.deadline).toBe(new Date(body.deadline ?? '').toISOString());
    expect(Date.parse(body.deadline ?? '')).toBeGreaterThan(Date.now());
  });

  it('a day picked closes the link at the end of that day in the user’s time zone, and says so (issue 30)', async () => {
    const { fetchMock, onCreated } = renderForm();
    fireEvent.change(await screen.findByLabelText(/^Assessment name/), {
      target: { value: 'Office check' },
    });
    fireEvent.click(screen.getByTestId('checklist-deadline'));
    const days = (await screen.findAllByRole('button')).filter(
      (button) =>
        /\d{4}$/.test(button.getAttribute('aria-label') ?? '') &&
        !button.hasAttribute('data-disabled'),
    );
    const day = days.at(-1);
    if (!day) throw new Error('no day to pick');
    fireEvent.click(day);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the deadline' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create checklist' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(([url]) => url.includes('/assessment/create/'));
    const { deadline = '' } = JSON.parse(post?.[1]?.body as string) as Record<string, string>;
    const local = new Date(deadline);
    // 15 Dec picked: open all of 15 Dec, to 23:59 local time (not 00:00, its first minute).
    expect([local.getHours(), local.getMinutes()]).toEqual([23, 59]);
    expect(local.toDateString()).toBe(
      new Date(day.getAttribute('aria-label') ?? '').toDateString(),
    );
    // The hint says when a picked day ends, and in which time zone.
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(screen.getByText(/at the end of the day you pick/).textContent).toContain(
      `23:59, ${zone}`,
    );
  });
});
