import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setTokens } from '../../../browser/session';
import { renderScreen } from '../../../test/render';
import { TaskFormModal } from './task-form-modal';

const saved = {
  id: '7c2b1c1e-1111-4a4a-9999-000000000001',
  operation: 'op-1',
  operation_name: 'Line 2',
  name: 'Palletising',
  description: '',
  assessment_types: ['reba'],
  assessments_conducted: 0,
  last_assessment_date: null,
  created_at: '2026-11-21T07:00:00.000Z',
};

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('task modal: two steps (SPEC §2, §5)', () => {
  beforeEach(() => setTokens({ access: 'a', refresh: 'r' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('asks for the name on step 1 and for an assessment type on step 2, then creates the task', async () => {
    const fetchMock = vi.fn((url: string, init?: RequestInit) => {
      void url;
      void init;
      return Promise.resolve(reply(201, saved));
    });
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn();
    renderScreen(<TaskFormModal opened onClose={onClose} operationId="op-1" task={null} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Next step' }));
    expect(await screen.findByText('Task name is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Task name/), { target: { value: ' Palletising ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));

    // Moving to step 2 must not submit the form (the button under the pointer changes).
    const create = await screen.findByRole('button', { name: 'Create task' });
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(create);
    expect(await screen.findByText('Select at least one assessment')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: /REBA/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create task' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/operation/op-1/tasks/create/');
    expect(JSON.parse(init?.body as string)).toEqual({
      name: 'Palletising',
      description: '',
      assessment_types: ['reba'],
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('goes back to step 1 when the server rejects the name', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          reply(400, { errors: [{ field: 'name', message: 'Name is not allowed' }] }),
        ),
      ),
    );
    renderScreen(
      <TaskFormModal
        opened
        onClose={vi.fn()}
        operationId="op-1"
        task={{ ...saved, assessment_types: ['reba'] }}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Next step' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Name is not allowed')).toBeTruthy();
    expect(screen.getByLabelText(/^Task name/)).toBeTruthy();
  });
});
