import { reba } from '@ergo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientState } from '../../../api/client';
import { clearSession, setTokens } from '../../../browser/session';
import { renderScreen } from '../../../test/render';
import { previewAnswer, withPreviewRoute } from '../testing/preview-answer';
import { detailServer, reply, servedAssessment } from '../testing/served-assessment';
import { AssessmentDetailRoute } from './assessment-detail';

// A REBA assessment of the squat frames, its documents made as the API makes them.
const served = servedAssessment(reba, {
  load: 'BETWEEN_5_AND_10',
  coupling: 'FAIR',
  shock: false,
  activity: ['STATIC_POSTURE'],
});
const { assessment, documents } = served;

function renderDetail() {
  renderScreen(
    <Routes>
      <Route path="/assessments/:type/:id" element={<AssessmentDetailRoute />} />
    </Routes>,
    `/assessments/reba/${assessment.id}`,
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
    // The squat held: a medium REBA risk, the flexed trunk moderate on the heat map.
    expect(documents.score.score).toBe(7);
    // the server's preview of the upright trunk (POST …/preview/)
    const upright = previewAnswer(served, { score: 4, risk_level: 'medium', action_level: 2 });
    vi.stubGlobal('fetch', withPreviewRoute(served, detailServer(served), upright).fetch);
    renderDetail();
    const score = await screen.findByTestId('final-score');
    expect(score.textContent).toBe('7');
    expect(screen.getByTestId('score-summary').textContent).toContain('Medium risk');
    await waitFor(() =>
      expect(
        screen
          .getByTestId('body-figure')
          .querySelector('[data-part="trunk"]')
          ?.getAttribute('data-level'),
      ).toBe('moderate'),
    );
    // Each part's explanation comes from the steps the server says score it.
    expect(screen.getByTestId('explain-trunk')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Override for Trunk flexion' }), {
      target: { value: '0' },
    });
    const preview = await screen.findByTestId('preview-score');
    expect(preview.textContent).toBe('4');
    expect(screen.getByTestId('final-score').textContent).toBe(preview.textContent);
    expect(screen.getByTestId('preview-badge').textContent).toBe('Preview');
    // the peak and the mean are the saved ones until the server recomputes the whole video
    expect(screen.getByTestId('preview-note').textContent).toContain('when you save');
  });

  it('says which frames a saved correction reached, and names a worse posture held elsewhere', async () => {
    const corrected = {
      ...documents.score,
      score: 3,
      risk_level: 'low',
      overridden: [{ key: 'trunk_flexion', measured: 40, corrected: 0 }],
      measured_score: 7,
      corrected_frames: { start: 2, end: 3.9 },
      worse_held: { score: 5, time: 0.5, seconds: 1.5 },
    };
    vi.stubGlobal(
      'fetch',
      detailServer(served, { angle_overrides: { trunk_flexion: 0 } }, (url) =>
        url.endsWith('/score/') ? reply(200, corrected) : null,
      ),
    );
    renderDetail();
    const worse = await screen.findByTestId('worse-held');
    expect(worse.textContent).toContain('A worse posture is held elsewhere');
    expect(worse.textContent).toContain('scores 5 (held 1.5 s)');
    expect(worse.textContent).toContain('at 0:00.5');
    expect(screen.getByTestId('corrected-frames').textContent).toContain('from 0:02.0 to 0:03.9');
    expect(screen.queryByTestId('preview-note')).toBeNull();
  });

  it('draws the graphs the method names and the time-weighted distribution of a posture', async () => {
    vi.stubGlobal('fetch', detailServer(served));
    renderDetail();
    for (const part of reba.graphs) expect(await screen.findByTestId(`graph-${part}`)).toBeTruthy();
    expect(screen.getByLabelText('Share of time per score')).toBeTruthy();
  });

  it('warns when the video was filmed from the front or back', async () => {
    const frontView = {
      ...documents.score,
      camera_view: { view: 'front', yawDegrees: 4, spread: 0.1, warnFrontBack: true },
    };
    vi.stubGlobal(
      'fetch',
      detailServer(served, {}, (url) => (url.endsWith('/score/') ? reply(200, frontView) : null)),
    );
    renderDetail();
    expect((await screen.findByTestId('camera-warning')).textContent).toContain(
      'Film from the side',
    );
    expect(screen.getByTestId('export-report').textContent).toContain('Export report');
  });

  it('plays the skeleton alone when the organization keeps no videos, following the graphs', async () => {
    const keypoints = Array.from({ length: 99 }, (_, i) => (i % 3 === 2 ? 1 : 100 + i));
    const pose = {
      fps: 5,
      width: 720,
      height: 1280,
      model: 'blazepose-full',
      frames: [0, 0.2, 0.4].map((time) => ({ time, keypoints })),
    };
    vi.stubGlobal(
      'fetch',
      detailServer(served, { video: null }, (url) =>
        url.endsWith('/pose/') ? reply(200, pose) : null,
      ),
    );
    renderDetail();
    expect(await screen.findByTestId('skeleton-player')).toBeTruthy();
    expect(screen.getByText(/does not keep videos/)).toBeTruthy();
    expect(screen.queryByTestId('assessment-video')).toBeNull();
  });

  it('edits the name and the employee (PATCH …/update/)', async () => {
    const fetchMock = detailServer(served, {}, (url, init) =>
      url.endsWith('/update/') && init?.method === 'PATCH'
        ? reply(200, { ...assessment, ...(JSON.parse(init.body as string) as object) })
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
      detailServer(served, {
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
    const fetchMock = detailServer(
      served,
      {
        status: 'failed',
        status_message: 'No person was found in the video.',
        status_message_key: 'assessments.analysis_no_person',
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
    // Not an input's fault: nothing to correct before the new upload.
    expect(screen.queryByTestId('fix-inputs')).toBeNull();
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

  it('fixes an input the analysis refused, then offers the new upload', async () => {
    const fetchMock = detailServer(
      served,
      {
        status: 'failed',
        status_message:
          'The input “Coupling (grip)” is not valid: Select a valid choice. Correct it and upload the video again. The credit has been returned.',
        status_message_key: 'assessments.analysis_input_invalid',
        score: null,
        risk_level: null,
        // a coupling code the method no longer has
        inputs: { ...assessment.inputs, coupling: 'LOOSE' },
      },
      (url, init) =>
        url.endsWith('/update/') && init?.method === 'PATCH'
          ? reply(200, {
              ...assessment,
              status: 'failed',
              status_message_key: 'assessments.analysis_input_invalid',
              inputs: { ...assessment.inputs, coupling: 'GOOD' },
            })
          : null,
    );
    vi.stubGlobal('fetch', fetchMock);
    renderDetail();
    const fix = await screen.findByTestId('fix-inputs');
    // The refused input is marked; the others show their stored values.
    const coupling = within(fix).getByRole('combobox', { name: 'Coupling (grip)' });
    expect(coupling.getAttribute('aria-invalid')).toBe('true');
    expect(within(fix).getByRole('checkbox', { name: /Shock/ })).toBeTruthy();
    expect(screen.getByTestId('save-inputs').hasAttribute('disabled')).toBe(true);

    fireEvent.click(coupling);
    fireEvent.click(await screen.findByRole('option', { name: 'Good' }));
    await waitFor(() => expect(coupling.getAttribute('aria-invalid')).not.toBe('true'));
    fireEvent.click(screen.getByTestId('save-inputs'));
    expect(await screen.findByTestId('inputs-saved')).toBeTruthy();
    const patch = fetchMock.mock.calls.find(
      ([url, init]) => url.endsWith('/update/') && init?.method === 'PATCH',
    );
    expect(JSON.parse(patch?.[1]?.body as string)).toEqual({ inputs: { coupling: 'GOOD' } });
    expect(screen.getByTestId('upload-new-video')).toBeTruthy();
  });
});
