import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetClientState } from '../../../api/client';
import { clearSession, setTokens } from '../../../browser/session';
import { renderScreen } from '../../../test/render';
import {
  onePage,
  operation,
  OPERATION,
  reply,
  tasks,
} from '../../improvements/testing/board-server';
import { StartAssessmentAction } from './start-assessment';

function Address() {
  const location = useLocation();
  return (
    <output data-testid="address">
      {location.pathname}
      {location.search}
    </output>
  );
}

function serve(operations: unknown[], operationTasks: unknown[]) {
  setTokens({ access: 'access', refresh: 'refresh' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://x').pathname;
      if (path === '/api/operation/') return reply(200, onePage(operations));
      if (path === `/api/operation/${OPERATION}/tasks/`) return reply(200, onePage(operationTasks));
      throw new Error(`unexpected ${url}`);
    }),
  );
  renderScreen(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <StartAssessmentAction />
            <Address />
          </>
        }
      />
    </Routes>,
    '/assessments',
  );
}

describe('the empty assessments list’s one action', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
    resetClientState();
  });

  it('with no operation yet, leads to creating the first one', async () => {
    serve([], []);
    const link = await screen.findByRole('link', { name: 'Create your first operation' });
    expect(link.getAttribute('href')).toBe('/operations');
  });

  it('starts a new assessment of the chosen task with one of its methods', async () => {
    const [first] = tasks;
    if (!first) throw new Error('no task');
    serve([operation], [{ ...first, assessment_types: ['rula', 'qec'] }]);
    fireEvent.click(await screen.findByRole('button', { name: 'New assessment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New assessment' });
    expect(dialog).toBeTruthy();
    expect(await screen.findByDisplayValue('Box lifting')).toBeTruthy();
    expect(screen.getByDisplayValue('RULA')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('address').textContent).toBe(
      `/operations/${OPERATION}/tasks/${first.id}/assessments/new?type=rula`,
    );
  });

  it('says when the operation has no task yet, with the way to add one', async () => {
    serve([operation], []);
    fireEvent.click(await screen.findByRole('button', { name: 'New assessment' }));
    const note = await screen.findByTestId('start-no-tasks');
    expect(note.textContent).toContain('This operation has no tasks yet.');
    expect(screen.getByRole('link', { name: 'Add a task to it' }).getAttribute('href')).toBe(
      `/operations/${OPERATION}`,
    );
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
  });
});
