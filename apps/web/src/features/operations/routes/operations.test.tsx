import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setTokens, storeOnboarding } from '../../../browser/session';
import { renderScreen } from '../../../test/render';
import { OperationsRoute } from './operations';

// jsdom lacks scrollIntoView; Mantine's Select scrolls the active option into view.
if (!('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined });
}

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

const operation = {
  id: 'op-1',
  name: 'Packaging line 2',
  description: '',
  operation_type: 'warehouse',
  unit: 'warehouse',
  duration: '',
  grip_type: '',
  load: '',
  repetition_rate: '',
  created_at: '2026-11-21T07:00:00.000Z',
  tasks_count: 3,
  total_assessments: 5,
  most_recent_analysis: '2026-11-21T07:30:00.000Z',
};

describe('operations list', () => {
  let urls: string[];
  beforeEach(() => {
    urls = [];
    setTokens({ access: 'a', refresh: 'r' });
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        urls.push(url);
        if (url.startsWith('/api/auth/onboarding/'))
          return Promise.resolve(json([{ id: 'operations', hidden: true }]));
        const search = new URL(url, 'http://x').searchParams.get('search');
        const results = search === 'none' ? [] : [operation];
        return Promise.resolve(
          json({ count: results.length, next: null, previous: null, results }),
        );
      }),
    );
    storeOnboarding([{ id: 'operations', hidden: true }]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('asks for a page, searches and sorts on the server, and says when nothing matches', async () => {
    renderScreen(<OperationsRoute />);
    expect(await screen.findByText('Packaging line 2')).toBeTruthy();
    expect(screen.getByTestId('operation-tasks-count').textContent).toBe('3');
    expect(screen.getByTestId('page-of').textContent).toBe('Page 1 of 1');
    expect(urls).toContain('/api/operation/?ordering=all&page=1&page_size=12');

    fireEvent.change(screen.getByPlaceholderText('Search for operation...'), {
      target: { value: 'none' },
    });
    expect(await screen.findByText('No operation found')).toBeTruthy();
    expect(urls).toContain('/api/operation/?ordering=all&page=1&page_size=12&search=none');

    fireEvent.change(screen.getByPlaceholderText('Search for operation...'), {
      target: { value: '' },
    });
    fireEvent.click(screen.getByTestId('operations-sort'));
    fireEvent.click(await screen.findByRole('option', { name: 'Recently created' }));
    await waitFor(() =>
      expect(urls).toContain('/api/operation/?ordering=recent&page=1&page_size=12'),
    );
  });

  it("opens the new operation's form when asked by the address (?new), before its tour (issue 30)", async () => {
    // A new user: the operations tour has not been seen yet.
    storeOnboarding([{ id: 'operations', hidden: false }]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/auth/onboarding/')
          ? json([{ id: 'operations', hidden: false }])
          : json({ count: 0, next: null, previous: null, results: [] }),
      ),
    );
    renderScreen(
      <Routes>
        <Route path="/operations" element={<OperationsRoute />} />
      </Routes>,
      '/operations?new',
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^Operation name/)).toBeTruthy();
    // The tour waits while the form is open: it would cover the form the user asked for.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(document.querySelector('.driver-popover')).toBeNull();
  });
});
