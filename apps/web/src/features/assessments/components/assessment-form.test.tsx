import { findMethod } from '@ergo/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setTokens } from '../../../browser/session';
import { jsonReply, testUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { AssessmentForm } from './assessment-form';

const TASK = '7c2b1c1e-1111-4a4a-9999-000000000001';

function requireMethod(code: string) {
  const method = findMethod(code);
  if (!method) throw new Error(`no method ${code}`);
  return method;
}

function user(credit: number) {
  return testUser({ credit });
}

describe('assessment form: SPEC §5 messages per method', () => {
  beforeEach(() => {
    setTokens({ access: 'a', refresh: 'r' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonReply(200, user(3)))),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  const cases = [
    ['reba', ['Force Load is required', 'Coupling Choice is required']],
    ['rula', ['Force Load is required']],
    [
      'wisha',
      [
        'Load weight is required',
        'Lifting frequency is required',
        'Shift duration is required',
        'Grip Quality is required',
        'Work Environment is required',
      ],
    ],
    [
      'rosa',
      ['Duration is required', 'Distance between seat pan and back of the knee is required'],
    ],
  ] as const;

  for (const [type, messages] of cases) {
    it(`${type}: required inputs, the name and the video`, async () => {
      renderScreen(
        <AssessmentForm
          method={requireMethod(type)}
          taskId={TASK}
          operationId="op"
          onCreated={vi.fn()}
        />,
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Upload and analyse' }));
      expect(await screen.findByText('Assessment name is required')).toBeTruthy();
      for (const message of messages)
        expect(screen.getAllByText(message).length).toBeGreaterThan(0);
      expect(screen.getByText('Please upload a video file')).toBeTruthy();
    });
  }

  it('out of credit: says so at the top, with whom to ask, before anything is filled in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonReply(200, user(0)))),
    );
    renderScreen(
      <AssessmentForm
        method={requireMethod('reba')}
        taskId={TASK}
        operationId="op"
        onCreated={vi.fn()}
      />,
    );
    const notice = await screen.findByTestId('out-of-credit-notice');
    expect(notice.textContent).toContain('No credits left');
    expect(notice.textContent).toContain('Please contact us (your ErgoAssess administrator)');
  });

  it('with credit left: no out-of-credit notice', async () => {
    renderScreen(
      <AssessmentForm
        method={requireMethod('reba')}
        taskId={TASK}
        operationId="op"
        onCreated={vi.fn()}
      />,
    );
    expect(await screen.findByText(/Creating the assessment uses 1 credit/)).toBeTruthy();
    expect(screen.queryByTestId('out-of-credit-notice')).toBeNull();
  });

  it('out of credit: says so under its heading and uploads nothing', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(jsonReply(200, user(0))));
    vi.stubGlobal('fetch', fetchMock);
    const xhr = vi.fn();
    vi.stubGlobal('XMLHttpRequest', xhr);
    const { container } = renderScreen(
      <AssessmentForm
        method={requireMethod('rula')}
        taskId={TASK}
        operationId="op"
        onCreated={vi.fn()}
      />,
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    fireEvent.change(screen.getByLabelText(/^Assessment name/), { target: { value: 'Desk work' } });
    fireEvent.click(screen.getByText('Under 2 kg, intermittent'));
    const input = container.querySelector('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'clip.mp4', { type: 'video/mp4' })] },
    });
    expect(await screen.findByText('clip.mp4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload and analyse' }));
    expect(await screen.findByText('Something Went Wrong')).toBeTruthy();
    expect(
      screen.getByText(
        "You don't have enough credits to create a new assessment. Please contact us for assistance.",
      ),
    ).toBeTruthy();
    expect(xhr).not.toHaveBeenCalled();
  });

  it('ROSA says before the upload that the video must show a worker seated at a desk', () => {
    renderScreen(
      <AssessmentForm
        method={requireMethod('rosa')}
        taskId={TASK}
        operationId="op"
        onCreated={vi.fn()}
      />,
    );
    expect(screen.getByTestId('seated-work-note').textContent).toContain(
      'ROSA assesses a worker seated at a desk',
    );
    expect(screen.getByText(/Film the worker seated at the desk/)).toBeTruthy();
  });

  it('REBA asks whether the worker sits, detected in the video unless stated', () => {
    renderScreen(
      <AssessmentForm
        method={requireMethod('reba')}
        taskId={TASK}
        operationId="op"
        onCreated={vi.fn()}
      />,
    );
    expect(screen.queryByTestId('seated-work-note')).toBeNull();
    expect(screen.getByText('Seated work')).toBeTruthy();
    expect(screen.getByText('Detect in the video')).toBeTruthy();
  });
});
