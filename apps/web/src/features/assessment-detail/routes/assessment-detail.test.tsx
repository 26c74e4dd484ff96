import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientState } from '../../../api/client';
import { clearSession, setTokens } from '../../../lib/session';
import { renderScreen } from '../../../test/render';
import fixture from './reba-fixture.json';
import { AssessmentDetailRoute } from './assessment-detail';

const ID = fixture.assessment.id;

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A server with one REBA assessment in the given state (the squat clip's real results). */
function server(
  assessment: Record<string, unknown>,
  extra: (url: string, init?: RequestInit) => Response | null = () => null,
) {
  return vi.fn(async (url: string, init?: RequestInit) => {
    const own = extra(url, init);
    if (own) return own;
    const path = url.replace(/^\/api/, '').replace(`/operation/reba/${ID}`, '');
    if (url.includes('/auth/onboarding/'))
      return reply(
        200,
        ['reba', 'rula', 'wisha', 'rosa'].map((id) => ({ id, hidden: true })),
      );
    if (path === '/') return reply(200, assessment);
    if (assessment.status !== 'completed')
      return reply(409, { errors: [{ field: 'detail', message: 'not ready' }] });
    if (path === '/url/')
      return reply(200, {
        url: '/video.mp4',
        expires_at: new Date(Date.now() + 900_000).toISOString(),
      });
    if (path.startsWith('/line-graph/')) return reply(200, fixture['line-graph']);
    if (path === '/overrides/') return reply(200, []);
    const name = path.replaceAll('/', '') as keyof typeof fixture;
    if (name in fixture) return reply(200, fixture[name]);
    return reply(404, { errors: [{ field: 'detail', message: 'Not found.' }] });
  });
}

function renderDetail() {
  renderScreen(
    <Routes>
      <Route path="/assessments/:type/:id" element={<AssessmentDetailRoute />} />
    </Routes>,
    `/assessments/reba/${ID}`,
  );
}

describe('assessment detail screen', () => {
  beforeEach(() => setTokens({ access: 'a1', refresh: 'r1' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
    resetClientState();
  });

  it('shows the final score, the heat map and a preview of an angle correction', async () => {
    vi.stubGlobal('fetch', server(fixture.assessment));
    renderDetail();
    const score = await screen.findByTestId('final-score');
    expect(score.textContent).toBe('10');
    expect(screen.getByTestId('score-summary').textContent).toContain('High risk');
    await waitFor(() =>
      expect(
        screen
          .getByTestId('body-figure')
          .querySelector('[data-part="trunk"]')
          ?.getAttribute('data-level'),
      ).toBe('moderate'),
    );

    fireEvent.change(screen.getByRole('textbox', { name: 'Override for Trunk flexion' }), {
      target: { value: '0' },
    });
    const preview = await screen.findByTestId('preview-score');
    expect(Number(preview.textContent)).toBeLessThan(10);
    expect(screen.getByTestId('final-score').textContent).toBe(preview.textContent);
    expect(screen.getByTestId('preview-badge').textContent).toBe('Preview');
  });

  it('warns when the video was filmed from the front or back', async () => {
    const frontView = {
      ...fixture,
      score: {
        ...fixture.score,
        camera_view: { view: 'front', yawDegrees: 4, spread: 0.1, warnFrontBack: true },
      },
    };
    vi.stubGlobal(
      'fetch',
      server(fixture.assessment, (url) =>
        url.endsWith('/score/') ? reply(200, frontView.score) : null,
      ),
    );
    renderDetail();
    expect((await screen.findByTestId('camera-warning')).textContent).toContain(
      'Film from the side',
    );
    expect(screen.getByTestId('actions-not-yet').textContent).toContain('later version');
  });

  it('plays the skeleton alone when the organization keeps no videos, following the graphs', async () => {
    const keypoints = Array.from({ length: 99 }, (_, i) => (i % 3 === 2 ? 1 : 100 + i));
    const pose = {
      fps: 5,
      width: 720,
      height: 1280,
      frames: [0, 0.2, 0.4].map((time) => ({ time, keypoints })),
    };
    vi.stubGlobal(
      'fetch',
      server({ ...fixture.assessment, video: null }, (url) =>
        url.endsWith('/pose/') ? reply(200, pose) : null,
      ),
    );
    renderDetail();
    expect(await screen.findByTestId('skeleton-player')).toBeTruthy();
    expect(screen.getByText(/does not keep videos/)).toBeTruthy();
    expect(screen.queryByTestId('assessment-video')).toBeNull();
  });

  it('edits the name and the employee (PATCH …/update/)', async () => {
    const fetchMock = server(fixture.assessment, (url, init) =>
      url.endsWith('/update/') && init?.method === 'PATCH'
        ? reply(200, { ...fixture.assessment, ...(JSON.parse(init.body as string) as object) })
        : null,
    );
    vi.stubGlobal('fetch', fetchMock);
    renderDetail();
    fireEvent.click(await screen.findByTestId('edit-details'));
    fireEvent.change(await screen.findByLabelText(/Assessment name/), {
      target: { value: 'Squat REBA, morning shift' },
    });
    fireEvent.click(screen.getByTestId('save-details'));
    await waitFor(() =>
      expect(screen.getByTestId('assessment-title').textContent).toBe('Squat REBA, morning shift'),
    );
    const patch = fetchMock.mock.calls.find(
      ([url, init]) => url.endsWith('/update/') && init?.method === 'PATCH',
    );
    expect(JSON.parse(patch?.[1]?.body as string)).toMatchObject({
      name: 'Squat REBA, morning shift',
      employee_name: 'Mehmet Demir',
    });
  });

  it('shows the analysis progress while the video is analysed', async () => {
    vi.stubGlobal(
      'fetch',
      server({
        ...fixture.assessment,
        status: 'processing',
        progress: 40,
        status_message: 'Analysing the video',
        score: null,
        risk_level: null,
      }),
    );
    renderDetail();
    expect(await screen.findByTestId('analysis-progress')).toBeTruthy();
    expect(screen.getByText('40% done')).toBeTruthy();
  });

  it('offers a new video for a failed analysis and shows why the upload was refused', async () => {
    const fetchMock = server(
      {
        ...fixture.assessment,
        status: 'failed',
        status_message: 'No person was found in the video.',
        score: null,
        risk_level: null,
      },
      (url, init) =>
        url.endsWith('/upload/') && init?.method === 'POST'
          ? reply(402, {
              errors: [
                {
                  field: 'detail',
                  message: "You don't have enough credits to create a new assessment.",
                },
              ],
            })
          : null,
    );
    vi.stubGlobal('fetch', fetchMock);
    renderDetail();
    expect((await screen.findByTestId('failure-message')).textContent).toContain(
      'No person was found',
    );
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).not.toBeNull();
    fireEvent.change(input as HTMLInputElement, {
      target: { files: [new File(['x'], 'new.mp4', { type: 'video/mp4' })] },
    });
    const error = await screen.findByTestId('upload-error');
    expect(error.textContent).toContain('Something Went Wrong');
    expect(error.textContent).toContain("You don't have enough credits");
    const upload = fetchMock.mock.calls.find(([url]) => url.endsWith('/upload/'));
    expect(upload?.[1]?.body).toBeInstanceOf(FormData);
  });
});
