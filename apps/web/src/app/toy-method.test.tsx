import { choice, defineMethod, registerMethod } from '@ergo/contracts';
import {
  RISK_LEVELS,
  ruleStep,
  type FramePosture,
  type FrameScore,
  type HeatLevel,
  type RiskLevel,
  type ScoreStep,
} from '@ergo/ergonomics';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { resetClientState } from '../api/client';
import { AssessmentDetailRoute } from '../features/assessment-detail/routes/assessment-detail';
import {
  detailServer,
  reply,
  servedAssessment,
} from '../features/assessment-detail/testing/served-assessment';
import { NewAssessmentRoute } from '../features/assessments/routes/new-assessment';
import { i18n } from '../i18n';
import { clearSession, setTokens } from '../browser/session';
import { renderScreen } from '../test/render';

/*
 * Issue 11: a method is one descriptor and its scorer. This toy method is declared here and nowhere
 * else; the create form and the detail screen must take it like a built-in one.
 */

const level = (score: number): RiskLevel => (score >= 3 ? 'high' : score === 2 ? 'medium' : 'low');
const heat = (score: number): HeatLevel => (score >= 3 ? 'high' : score === 2 ? 'moderate' : 'low');

interface NeckOnlyResult {
  score: number;
  risk_level: RiskLevel;
  body_part_scores: { neck: number };
  steps: ScoreStep[];
}

/** The toy's scorer: 1 for a neck flexed up to 20°, 2 beyond; one more when the worker keeps moving. */
function scoreNeckOnly(
  frame: FramePosture,
  inputs: { posture: 'STILL' | 'MOVING' },
): FrameScore<NeckOnlyResult> {
  const neck = frame.axial.neck_flexion;
  if (!neck)
    return {
      status: 'unscorable',
      time: frame.time,
      missing: ['neck'],
      measured: {},
      assumed: [],
      steps: [],
    };
  const box = neck.value > 20 ? 2 : 1;
  const score = box + (inputs.posture === 'MOVING' ? 1 : 0);
  return {
    status: 'scored',
    time: frame.time,
    result: {
      score,
      risk_level: level(score),
      body_part_scores: { neck: score },
      steps: [ruleStep('neck-only.neck', 'part.neck', `rule.reba.neck.${box}`, score)],
    },
    measured: { neck: { key: 'neck_flexion', value: neck.value, confidence: neck.confidence } },
    assumed: [],
  };
}

const neckOnly = defineMethod({
  code: 'neck-only',
  capture: 'video',
  about: { text: { en: 'A neck-only test method.', tr: 'Yalnız boynu puanlayan deneme yöntemi.' } },
  inputs: z.object({
    posture: choice(['STILL', 'MOVING'], { required: 'validation.required' }),
  }),
  bodyParts: ['neck'],
  graphs: ['neck'],
  figure: 'body',
  layout: 'posture',
  finalScore: 'sustained',
  scale: null,
  partLevel: (_part, score) => heat(score),
  scoreFrame: scoreNeckOnly,
  detail: z.object({
    score: z.number(),
    risk_level: z.enum(RISK_LEVELS),
    body_part_scores: z.object({ neck: z.number() }),
  }),
});
registerMethod(neckOnly);
i18n.addResourceBundle(
  'en',
  'translation',
  {
    methods: {
      'neck-only': {
        intro: 'Only the neck is scored.',
        fields: {
          posture: {
            label: 'Neck posture',
            short: 'Posture',
            options: { STILL: 'Held still', MOVING: 'Keeps moving' },
          },
        },
      },
    },
  },
  true,
  true,
);

const TASK = {
  id: '00000000-0000-4000-8000-000000000002',
  operation: '00000000-0000-4000-8000-000000000003',
  operation_name: 'Packing line',
  name: 'Box lifting',
  description: '',
  assessment_types: ['reba', 'neck-only'],
  assessments_conducted: 0,
  last_assessment_date: null,
  created_at: '2026-11-21T06:00:00.000Z',
  operation_detail: {
    id: '00000000-0000-4000-8000-000000000003',
    name: 'Packing line',
    description: '',
    operation_type: 'warehouse',
    unit: 'warehouse',
    duration: '',
    grip_type: '',
    load: '',
    repetition_rate: '',
    created_at: '2026-11-21T06:00:00.000Z',
    tasks_count: 1,
    total_assessments: 0,
    most_recent_analysis: null,
  },
  assessments: [],
};

describe('a toy method, declared only in this test', () => {
  beforeEach(() => setTokens({ access: 'a1', refresh: 'r1' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
    resetClientState();
  });

  it('is creatable: the new-assessment form asks for its input and validates it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('/tasks/') ? reply(200, TASK) : reply(404, { errors: [] }),
      ),
    );
    renderScreen(
      <Routes>
        <Route
          path="/operations/:operationId/tasks/:taskId/assessments/new"
          element={<NewAssessmentRoute />}
        />
      </Routes>,
      `/operations/${TASK.operation}/tasks/${TASK.id}/assessments/new?type=neck-only`,
    );
    const field = await screen.findByTestId('field-posture');
    expect(field.textContent).toContain('Neck posture');
    expect(within(field).getByText('Keeps moving')).toBeTruthy();
    // The task allows it beside REBA: it is offered as a type of its own.
    expect(screen.getByRole('radio', { name: 'NECK-ONLY' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Upload and analyse' }));
    expect(await within(field).findByText('This field is required')).toBeTruthy();
    fireEvent.click(within(field).getByText('Keeps moving'));
    await waitFor(() => expect(within(field).queryByText('This field is required')).toBeNull());
  });

  it('is viewable: the detail screen shows its score, its part on the heat map and its graph', async () => {
    const served = servedAssessment(neckOnly, { posture: 'MOVING' });
    const { documents } = served;
    // The squat frames hold the neck at 10°: box 1, one more for moving.
    expect(documents.score.score).toBe(2);
    vi.stubGlobal('fetch', detailServer(served));
    renderScreen(
      <Routes>
        <Route path="/assessments/:type/:id" element={<AssessmentDetailRoute />} />
      </Routes>,
      `/assessments/neck-only/${served.assessment.id}`,
    );
    expect((await screen.findByTestId('final-score')).textContent).toBe('2');
    expect(screen.getByTestId('detail-neck-only')).toBeTruthy();
    const figure = screen.getByTestId('body-figure');
    await waitFor(() =>
      expect(figure.querySelector('[data-part="neck"]')?.getAttribute('data-level')).toBe(
        'moderate',
      ),
    );
    // The parts it does not score stay grey.
    expect(figure.querySelector('[data-part="trunk"]')?.getAttribute('data-level')).toBe('none');
    expect(await screen.findByTestId('graph-neck')).toBeTruthy();
    expect(screen.queryByTestId('graph-trunk')).toBeNull();
    expect(await screen.findByTestId('part-row-neck')).toBeTruthy();

    // A click on the neck explains it with the steps the descriptor says score it.
    fireEvent.click(figure.querySelector('[data-part="neck"]') as Element);
    expect((await screen.findByTestId('heat-map-selection')).textContent).toContain(
      'Neck: 0–20° flexion → 2',
    );
    // Its input can be corrected like any method's, with its short label.
    fireEvent.click(screen.getByRole('tab', { name: 'Inputs' }));
    const inputs = await screen.findByTestId('input-corrections');
    expect(within(inputs).getByRole('combobox', { name: 'Posture' })).toBeTruthy();
  });
});
