import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientState } from '../../../api/client';
import { i18n } from '../../../i18n';
import { clearSession, setTokens } from '../../../browser/session';
import { renderScreen } from '../../../test/render';
import { AssessmentsRoute } from './assessments';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const row = (id: string, type: string, state: Record<string, unknown>) => ({
  id,
  name: `${type} ${id}`,
  type,
  task: '00000000-0000-4000-8000-000000000002',
  task_name: 'Box lifting',
  operation: '00000000-0000-4000-8000-000000000003',
  operation_name: 'Packing line',
  created_at: '2026-11-21T07:00:00.000Z',
  status: 'completed',
  progress: 100,
  status_message: '',
  status_message_key: `${type}.scored`,
  score: null,
  risk_level: null,
  coverage_sufficient: null,
  employee_name: '',
  employee_number: '',
  inputs: {},
  video: null,
  ...state,
});

const rows = [
  row('q1', 'qec', { score: 45.68, risk_level: 'medium' }),
  row('c1', 'checklist', { score: 87.5, risk_level: 'medium' }),
  row('q2', 'qec', {
    status: 'pending',
    progress: 0,
    status_message_key: 'qec.awaiting',
  }),
  row('r1', 'reba', { score: 7, risk_level: 'medium' }),
];

function renderList() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.startsWith('/api/operation/assessments/')
        ? json(200, { count: rows.length, next: null, previous: null, results: rows })
        : json(200, []),
    ),
  );
  renderScreen(<AssessmentsRoute />);
}

const scoreCell = async (name: string) => {
  const link = await screen.findByRole('link', { name });
  const tr = link.closest('tr');
  if (!tr) throw new Error(`no row ${name}`);
  return within(tr);
};

describe('assessments list: QEC and checklist rows', () => {
  beforeEach(() => setTokens({ access: 'a', refresh: 'r' }));
  afterEach(async () => {
    vi.unstubAllGlobals();
    clearSession();
    resetClientState();
    await i18n.changeLanguage('en');
  });

  it('shows QEC exposure and checklist compliance as percentages with their risk colour', async () => {
    renderList();
    const qec = await scoreCell('qec q1');
    expect(qec.getByText('45.7% · Medium').closest('[data-risk]')?.getAttribute('data-risk')).toBe(
      'medium',
    );
    expect(qec.getByText('QEC')).toBeTruthy();
    const checklist = await scoreCell('checklist c1');
    expect(checklist.getByText('87.5% · Medium')).toBeTruthy();
    expect(checklist.getByText('Office checklist')).toBeTruthy();
    expect((await scoreCell('qec q2')).getByText('Awaiting answers')).toBeTruthy();
    expect((await scoreCell('reba r1')).getByText('7 · Medium')).toBeTruthy();
  });

  it('marks the sorted column on its header, not on the sort button (ARIA allows aria-sort only there)', async () => {
    renderList();
    await scoreCell('qec q1');
    const created = screen.getByRole('columnheader', { name: /Created/ });
    expect(created.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /Score/ }).getAttribute('aria-sort')).toBe(
      'none',
    );
    expect(screen.getByTestId('sort-created_at').hasAttribute('aria-sort')).toBe(false);
  });

  it("says how the score column sorts: a tooltip on keyboard focus and the sort button's description", async () => {
    renderList();
    await scoreCell('qec q1');
    const sort = screen.getByTestId('sort-score');
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => sort.focus());
    const hint = "Sorted by risk level, then by the score within its method's range";
    expect((await screen.findByRole('tooltip')).textContent).toBe(hint);
    const describedBy = sort.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(hint);
    // The sort asks the server for the risk order (level, then place within the method's range).
    const fetchMock = vi.mocked(fetch);
    act(() => sort.click());
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url]) => typeof url === 'string' && url.includes('ordering=-score'),
        ),
      ).toBe(true),
    );
  });

  it('writes the percentages the Turkish way and calls QEC HMD', async () => {
    await i18n.changeLanguage('tr');
    renderList();
    const qec = await scoreCell('qec q1');
    expect(qec.getByText('%45,7 · Orta')).toBeTruthy();
    expect(qec.getByText('HMD')).toBeTruthy();
    act(() => screen.getByTestId('sort-score').focus());
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'Önce risk düzeyine, sonra puanın kendi yönteminin aralığındaki yerine göre sıralanır',
    );
  });
});
