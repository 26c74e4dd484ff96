import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientState } from '../../../api/client';
import { clearSession, setTokens } from '../../../browser/session';
import { renderScreen } from '../../../test/render';
import { QecDetailRoute } from './qec-detail';
import {
  OBSERVER,
  QEC_ID,
  qecDetail,
  qecResult,
  qecSummary,
  reply,
  surveyServer,
} from '../testing/served-survey';

const own = `/api/operation/qec/${QEC_ID}`;

// jsdom has no scrolling; Mantine's option list scrolls to the selected option.
if (!('scrollIntoView' in Element.prototype))
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined });

function renderQec() {
  renderScreen(
    <Routes>
      <Route path="/assessments/:type/:id" element={<QecDetailRoute />} />
    </Routes>,
    `/assessments/qec/${QEC_ID}`,
  );
}

/** The API of one QEC; `extra` answers first. */
function qecServer(
  detail = qecDetail(),
  extra: (url: string, init?: RequestInit) => Response | null = () => null,
) {
  return surveyServer((url, init) => {
    const answer = extra(url, init);
    if (answer) return answer;
    if (url === `${own}/detail/`) return reply(200, detail);
    if (url === `${own}/summary/`) return reply(200, qecSummary());
    if (url === `${own}/result/`) return reply(200, qecResult());
    if (url.startsWith(`${own}/result/?worker=`))
      return reply(200, qecResult(url.split('=')[1] ?? null, { max_weight_handled: 'LIGHT' }));
    return null;
  });
}

const calls = (mock: ReturnType<typeof qecServer>, method = 'GET') =>
  mock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method).map(([url]) => url);

describe('QEC detail screen', () => {
  beforeEach(() => setTokens({ access: 'a1', refresh: 'r1' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
    resetClientState();
  });

  it('shows the workers link with copy, a labelled QR code and its expiry', async () => {
    vi.stubGlobal('fetch', qecServer());
    renderQec();
    const card = await screen.findByTestId('workers-link');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Packing QEC');
    expect(within(card).getByDisplayValue(`http://localhost/qec/${QEC_ID}/tok3n`)).toBeTruthy();
    expect(within(card).getByRole('img', { name: "QR code of the workers' link" })).toBeTruthy();
    expect(within(card).getAllByRole('button', { name: 'Copy link' }).length).toBeGreaterThan(0);
    expect(within(card).getByTestId('link-expiry').textContent).toMatch(/^Open until \d/);
  });

  it('revokes the link after a confirmation (DELETE) and then offers a new one', async () => {
    let revoked = false;
    const fetchMock = qecServer(qecDetail(), (url, init) => {
      if (url === `${own}/` && init?.method === 'DELETE') {
        revoked = true;
        return reply(200, { detail: "The workers' link was revoked." });
      }
      return revoked && url === `${own}/detail/`
        ? reply(200, qecDetail({ url: null, token_expires_at: null }))
        : null;
    });
    vi.stubGlobal('fetch', fetchMock);
    renderQec();
    fireEvent.click(await screen.findByTestId('revoke-link'));
    expect(await screen.findByText(/can no longer open the survey/)).toBeTruthy();
    expect(calls(fetchMock, 'DELETE')).toEqual([]);
    fireEvent.click(screen.getByTestId('confirm-action'));
    expect(await screen.findByTestId('no-link')).toBeTruthy();
    expect(calls(fetchMock, 'DELETE')).toEqual([`${own}/`]);
    expect(screen.getByTestId('create-link').textContent).toBe('Create link');
  });

  it('creates a link open for the days chosen (POST)', async () => {
    const link = {
      url: `http://localhost/qec/${QEC_ID}/n3w`,
      token_expires_at: '2026-12-01T08:00:00.000Z',
    };
    const fetchMock = qecServer(qecDetail({ url: null, token_expires_at: null }), (url, init) =>
      url === `${own}/` && init?.method === 'POST' ? reply(201, link) : null,
    );
    vi.stubGlobal('fetch', fetchMock);
    renderQec();
    expect(await screen.findByTestId('no-link')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Open for (days)'), { target: { value: '7' } });
    fireEvent.click(screen.getByTestId('create-link'));
    expect(await screen.findByDisplayValue(link.url)).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({ expires_in_days: 7 });
  });

  it('refuses a link open for more than 90 days without asking the server', async () => {
    const fetchMock = qecServer(qecDetail({ url: null, token_expires_at: null }));
    vi.stubGlobal('fetch', fetchMock);
    renderQec();
    fireEvent.change(await screen.findByLabelText('Open for (days)'), {
      target: { value: '120' },
    });
    fireEvent.click(screen.getByTestId('create-link'));
    expect(await screen.findByText('A link stays open for 1 to 90 days')).toBeTruthy();
    expect(calls(fetchMock, 'POST')).toEqual([]);
  });

  it('marks items measured from the video until changed and saves only the changes (PATCH)', async () => {
    const fetchMock = qecServer(
      qecDetail({
        observer_qec_created: false,
        inputs: { ...OBSERVER, neck_posture: undefined },
        observer_missing: ['neck_posture'],
      }),
      (url, init) =>
        url === `${own}/update/` && init?.method === 'PATCH' ? reply(200, qecDetail()) : null,
    );
    vi.stubGlobal('fetch', fetchMock);
    renderQec();
    const part = await screen.findByTestId('observer-part');
    expect(within(part).getByTestId('measured-back_posture').textContent).toBe(
      'Measured from the video (82% of frames)',
    );
    expect(
      within(screen.getByTestId('observer-missing')).getByText(/G\. Is the head/),
    ).toBeTruthy();
    // Moving (B3–B5) is asked, the static question (B1–B2) is not.
    expect(within(part).queryByTestId('field-back-static')).toBeNull();
    expect(within(part).getByTestId('field-back-movement')).toBeTruthy();
    expect(screen.getByTestId('result-waiting')).toBeTruthy();
    expect(calls(fetchMock).some((url) => url.includes('/result/'))).toBe(false);

    fireEvent.click(within(part).getByText('Almost neutral'));
    expect(within(part).queryByTestId('measured-back_posture')).toBeNull();
    fireEvent.click(within(part).getByText('Yes, continuously'));
    fireEvent.click(screen.getByTestId('save-observer'));
    await waitFor(() => expect(calls(fetchMock, 'PATCH')).toHaveLength(1));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(patch?.[1]?.body as string)).toEqual({
      inputs: { back_posture: 'ALMOST_NEUTRAL', neck_posture: 'CONTINUOUSLY' },
    });
  });

  it('shows the result: exposure, action, heat map, the eight bars and how each was reached', async () => {
    vi.stubGlobal('fetch', qecServer());
    renderQec();
    const expected = qecResult();
    const percent = await screen.findByTestId('exposure-percent');
    expect(percent.textContent).toBe(
      new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 }).format(
        expected.exposure_percent / 100,
      ),
    );
    expect(screen.getByTestId('action-label').textContent).toBe(expected.action_label);
    const figure = screen.getByTestId('body-figure');
    expect(figure.querySelector('[data-part="trunk"]')?.getAttribute('data-level')).toBe(
      expected.exposures.back.level,
    );
    expect(figure.querySelector('[data-part="trunk"]')?.getAttribute('aria-label')).toContain(
      `Back: score ${expected.exposures.back.score}`,
    );
    const meters = within(screen.getByTestId('exposure-bars')).getAllByRole('meter');
    expect(meters).toHaveLength(8);
    expect(meters[0]?.getAttribute('aria-valuenow')).toBe(String(expected.exposures.back.score));
    expect(meters[0]?.getAttribute('aria-valuemax')).toBe('57');

    fireEvent.click(screen.getByTestId('explain-back'));
    const explanation = screen.getByTestId('exposure-back');
    expect(await within(explanation).findByText('A. Back posture')).toBeTruthy();
    expect(within(explanation).getByText('H. Heaviest weight')).toBeTruthy();
    expect(within(explanation).getAllByText(/row/).length).toBeGreaterThan(0);
  });

  it('scores one worker on request (?worker=) and lists the answers as text', async () => {
    const fetchMock = qecServer();
    vi.stubGlobal('fetch', fetchMock);
    renderQec();
    const before = (await screen.findByTestId('exposure-percent')).textContent;
    const select = screen
      .getAllByLabelText('Answers scored')
      .find((element) => element.tagName === 'INPUT');
    if (!select) throw new Error('no worker select');
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: /Worker 1 · Line lead/ }));
    await waitFor(() => expect(calls(fetchMock)).toContain(`${own}/result/?worker=sub-1`));
    await waitFor(() =>
      expect(screen.getByTestId('exposure-percent').textContent).not.toBe(before),
    );
    expect(screen.getByTestId('scored-workers').textContent).toBe("This worker's answers only.");

    const rows = within(screen.getByTestId('workers-answers')).getAllByTestId('worker-row');
    expect(rows).toHaveLength(2);
    // What a worker typed is shown as typed, never as markup.
    expect(
      within(rows[0] as HTMLElement).getByText(/<b>Small labels<\/b> on the boxes/),
    ).toBeTruthy();
    expect(document.querySelector('[data-testid="workers-answers"] b')).toBeNull();
    const distribution = screen.getByTestId('distribution-time_spent');
    expect(within(distribution).getByText(/More than 4 hours/).textContent).toContain('2 of 2');
  });

  it('says what is missing when the server cannot score it yet (409)', async () => {
    vi.stubGlobal(
      'fetch',
      qecServer(qecDetail(), (url) =>
        url === `${own}/result/`
          ? reply(409, {
              errors: [{ field: 'detail', message: 'No worker has answered the survey yet.' }],
            })
          : null,
      ),
    );
    renderQec();
    const missing = await screen.findByTestId('result-missing');
    expect(within(missing).getByText('The result cannot be calculated yet')).toBeTruthy();
    expect(within(missing).getByText('No worker has answered the survey yet.')).toBeTruthy();
    expect(screen.queryByTestId('exposure-bars')).toBeNull();
  });

  it('"What the result needs" waits only for the part still to do, whatever the stored status says (issue 30)', async () => {
    // A QEC saved before the fix: its stored status still waits for both parts.
    const stale = {
      status: 'pending',
      progress: 0,
      status_message: "Waiting for the observer's items and the workers' answers",
      status_message_key: 'qec.awaiting',
      score: null,
      risk_level: null,
    } as const;
    vi.stubGlobal(
      'fetch',
      qecServer(
        qecDetail({ ...stale, worker_qec_created: false, workers_count: 0, observer_missing: [] }),
      ),
    );
    renderQec();
    const parts = await screen.findByTestId('qec-parts');
    expect(within(parts).getByText(/^Observer's items \(A–G\)/).textContent).toContain('done');
    expect(within(parts).getByTestId('qec-waiting').textContent).toBe(
      "Waiting for the workers' answers",
    );
    expect(within(parts).queryByText(/Waiting for the observer/)).toBeNull();
  });

  it('says it waits for the observer alone once a worker has answered', async () => {
    vi.stubGlobal(
      'fetch',
      qecServer(
        qecDetail({
          status: 'pending',
          status_message: "Waiting for the observer's items and the workers' answers",
          status_message_key: 'qec.awaiting',
          score: null,
          risk_level: null,
          observer_qec_created: false,
          observer_missing: ['back_task'],
          worker_qec_created: true,
          workers_count: 1,
        }),
      ),
    );
    renderQec();
    const parts = await screen.findByTestId('qec-parts');
    expect(within(parts).getByTestId('qec-waiting').textContent).toBe(
      "Waiting for the observer's items",
    );
  });

  it('shows the progress of the video analysis that will prefill the observer items', async () => {
    vi.stubGlobal(
      'fetch',
      qecServer(
        qecDetail({
          status: 'processing',
          progress: 40,
          status_message: 'Analysing the video',
          status_message_key: 'assessments.analysis_processing',
          video: { file: 'qec.mp4', detail: 'ok', size: 10, duration_seconds: 8 },
          observer_qec_created: false,
          worker_qec_created: false,
          workers_count: 0,
          inputs: {},
          measured: {},
          observer_missing: ['back_posture', 'back_task'],
        }),
      ),
    );
    renderQec();
    expect(await screen.findByTestId('analysis-progress')).toBeTruthy();
    expect(screen.getByText('40% done')).toBeTruthy();
    expect(screen.getByText(/The video is being analysed/)).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>('save-observer').disabled).toBe(true);
  });
});
