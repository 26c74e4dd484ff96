import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientState } from '../../../api/client';
import { clearSession, setTokens } from '../../../browser/session';
import { testUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { QecForm } from './qec-form';

const TASK = '7c2b1c1e-1111-4a4a-9999-000000000001';

const me = testUser({ credit: 3 });

const created = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Packing',
  type: 'qec',
  task: TASK,
  task_name: 'Task',
  operation: 'op',
  operation_name: 'Op',
  created_at: '2026-11-21T07:00:00.000Z',
  status: 'pending',
  progress: 0,
  status_message: "Waiting for the observer's items and the workers' answers",
  status_message_key: 'qec.awaiting',
  score: null,
  risk_level: null,
  coverage_sufficient: null,
  employee_name: '',
  employee_number: '',
  inputs: {},
  video: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The multipart requests an upload sends (XMLHttpRequest, for its progress). */
let uploads: FormData[] = [];
class FakeXhr {
  status = 0;
  responseText = '';
  responseType = '';
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  abort() {}
  send(data: FormData) {
    uploads.push(data);
    setTimeout(() => {
      this.status = 201;
      this.responseText = JSON.stringify({ ...created, status: 'pending' });
      this.onload?.();
    }, 0);
  }
}

function renderForm(onCreated = vi.fn()) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    url.endsWith('/auth/') ? json(200, me) : json(201, created),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const view = renderScreen(<QecForm taskId={TASK} operationId="op" onCreated={onCreated} />);
  return { fetchMock, onCreated, ...view };
}

describe('new QEC form', () => {
  beforeEach(() => {
    uploads = [];
    setTokens({ access: 'a', refresh: 'r' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
    resetClientState();
  });

  it('at 0 credits says so at the top, with whom to ask, before anything is filled in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { ...me, organization: { ...me.organization, credit: 0 } })),
    );
    renderScreen(<QecForm taskId={TASK} operationId="op" onCreated={vi.fn()} />);
    expect((await screen.findByTestId('out-of-credit-notice')).textContent).toContain(
      'No credits left',
    );
  });

  it('asks B as the task is static or moving, every observer item optional', async () => {
    renderForm();
    const items = await screen.findByTestId('qec-observer-items');
    expect(within(items).getByText('A. Back posture (worst case)')).toBeTruthy();
    expect(within(items).queryByTestId('field-back-static')).toBeNull();
    expect(within(items).queryByTestId('field-back-movement')).toBeNull();
    fireEvent.click(within(items).getByText(/^Sitting or standing still/));
    expect(within(items).getByTestId('field-back-static')).toBeTruthy();
    expect(within(items).queryByTestId('field-back-movement')).toBeNull();
    fireEvent.click(within(items).getByText(/^Lifting, pushing/));
    expect(within(items).queryByTestId('field-back-static')).toBeNull();
    expect(within(items).getByTestId('field-back-movement')).toBeTruthy();
    // Optional items carry no asterisk and can be emptied again.
    expect(within(items).queryByText('*')).toBeNull();
    fireEvent.click(within(items).getByRole('button', { name: /Clear answer: “B\. The task is”/ }));
    expect(within(items).queryByTestId('field-back-movement')).toBeNull();
  });

  it('without a video: one JSON request with the items answered, none empty', async () => {
    const { fetchMock, onCreated } = renderForm();
    fireEvent.change(await screen.findByLabelText(/^Assessment name/), {
      target: { value: 'Packing' },
    });
    const items = screen.getByTestId('qec-observer-items');
    fireEvent.click(within(items).getByText(/^Lifting, pushing/));
    fireEvent.click(within(items).getByText(/^Frequent: about 8 times/));
    fireEvent.click(within(items).getByText('Yes, occasionally'));
    fireEvent.click(screen.getByRole('button', { name: 'Create assessment' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(([url]) => url.includes('/assessment/create/'));
    expect(post?.[0]).toBe('/api/operation/op/assessment/create/');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({
      task: TASK,
      type: 'qec',
      name: 'Packing',
      employee_name: '',
      employee_number: '',
      back_task: 'MOVING',
      back_movement: 'FREQUENT',
      neck_posture: 'OCCASIONALLY',
    });
    expect(uploads).toHaveLength(0);
  });

  it('with a video: multipart like the video methods, the fields first and the file last', async () => {
    const { container, onCreated } = renderForm();
    fireEvent.change(await screen.findByLabelText(/^Assessment name/), {
      target: { value: 'Packing' },
    });
    fireEvent.click(screen.getByText('Almost neutral'));
    const input = container.querySelector('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'packing.mp4', { type: 'video/mp4' })] },
    });
    expect(await screen.findByText('packing.mp4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload and analyse' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(uploads).toHaveLength(1);
    const sent = uploads[0];
    expect(sent?.get('type')).toBe('qec');
    expect(sent?.get('back_posture')).toBe('ALMOST_NEUTRAL');
    expect(sent?.has('back_task')).toBe(false);
    expect([...(sent?.keys() ?? [])].at(-1)).toBe('video');
  });

  it('shows a server refusal of an item under it', async () => {
    const onCreated = vi.fn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, _init?: RequestInit) =>
        url.endsWith('/auth/')
          ? json(200, me)
          : json(400, { errors: [{ field: 'neck_posture', message: 'Not a valid choice' }] }),
      ),
    );
    renderScreen(<QecForm taskId={TASK} operationId="op" onCreated={onCreated} />);
    fireEvent.change(await screen.findByLabelText(/^Assessment name/), {
      target: { value: 'Packing' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create assessment' }));
    const field = await screen.findByTestId('field-neck-posture');
    expect(await within(field).findByText('Not a valid choice')).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
