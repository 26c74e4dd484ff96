import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientState } from '../../../api/client';
import { clearSession, setTokens } from '../../../browser/session';
import { renderScreen } from '../../../test/render';
import { TaskDetailRoute } from '../../tasks/routes/task-detail';
import { NewAssessmentRoute } from './new-assessment';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const TASK = {
  id: '00000000-0000-4000-8000-000000000002',
  operation: '00000000-0000-4000-8000-000000000003',
  operation_name: 'Office floor 2',
  name: 'Desk work',
  description: '',
  assessment_types: ['rosa', 'qec', 'checklist'],
  assessments_conducted: 1,
  last_assessment_date: '2026-11-21T06:00:00.000Z',
  created_at: '2026-11-21T06:00:00.000Z',
  operation_detail: {
    id: '00000000-0000-4000-8000-000000000003',
    name: 'Office floor 2',
    description: '',
    operation_type: 'office',
    unit: 'office',
    duration: '',
    grip_type: '',
    load: '',
    repetition_rate: '',
    created_at: '2026-11-21T06:00:00.000Z',
    tasks_count: 1,
    total_assessments: 1,
    most_recent_analysis: null,
  },
  assessments: [
    {
      id: '00000000-0000-4000-8000-0000000000a1',
      name: 'Desk QEC',
      type: 'qec',
      status: 'completed',
      score: 38.27,
      risk_level: 'low',
      coverage_sufficient: null,
      created_at: '2026-11-21T06:00:00.000Z',
    },
  ],
};

const newPath = (type: string) =>
  `/operations/${TASK.operation}/tasks/${TASK.id}/assessments/new?type=${type}`;

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.includes('/tasks/') ? json(200, TASK) : json(404, { errors: [] }),
    ),
  );
}

describe('creating a QEC or a checklist from a task', () => {
  beforeEach(() => setTokens({ access: 'a1', refresh: 'r1' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
    resetClientState();
  });

  it('offers QEC and the checklist beside the video methods, each with its own form', async () => {
    serve();
    renderScreen(
      <Routes>
        <Route
          path="/operations/:operationId/tasks/:taskId/assessments/new"
          element={<NewAssessmentRoute />}
        />
      </Routes>,
      newPath('qec'),
    );
    expect(await screen.findByTestId('qec-observer-items')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('New assessment');
    expect(screen.getByRole('radio', { name: 'ROSA' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create assessment' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Office checklist' }));
    expect(await screen.findByTestId('checklist-deadline')).toBeTruthy();
    expect(screen.queryByTestId('qec-observer-items')).toBeNull();
    expect(screen.queryByTestId('video-dropzone')).toBeNull();
  });

  it('the task offers QEC and the checklist in its "New assessment" menu, and shows QEC scores as %', async () => {
    serve();
    renderScreen(
      <Routes>
        <Route path="/operations/:operationId/tasks/:taskId" element={<TaskDetailRoute />} />
      </Routes>,
      `/operations/${TASK.operation}/tasks/${TASK.id}`,
    );
    expect(await screen.findByText('38.3% · Low')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New assessment' }));
    const menu = await screen.findByRole('menu');
    for (const name of ['ROSA', 'QEC', 'Office checklist']) {
      const item = within(menu).getByRole('menuitem', { name });
      expect(item.hasAttribute('data-disabled')).toBe(false);
    }
    expect(screen.queryByText(/not available in this version yet/)).toBeNull();
  });
});
