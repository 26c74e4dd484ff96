import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setTokens, storeOnboarding } from '../../../lib/session';
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
});
