import type { Dashboard } from '@ergo/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientState } from '../../../api/client';
import { i18n } from '../../../i18n';
import { clearSession, setTokens } from '../../../browser/session';
import { renderScreen } from '../../../test/render';
import { monthPoints } from '../components/trend-card';
import { BUSY, EMPTY, USER } from '../testing/dashboard-fixture';
import { DashboardRoute } from './dashboard';

function serve(dashboard: Dashboard) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.includes('/dashboard/') ? dashboard : USER;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

describe('dashboard', () => {
  beforeEach(() => setTokens({ access: 'a1', refresh: 'r1' }));
  afterEach(async () => {
    vi.unstubAllGlobals();
    clearSession();
    resetClientState();
    await i18n.changeLanguage('en');
  });

  it('a new organization sees its first steps, the next one as the one action', async () => {
    serve(EMPTY);
    renderScreen(<DashboardRoute />, '/dashboard');
    const start = await screen.findByTestId('dashboard-getting-started');
    expect(
      within(start).getByRole('link', { name: 'Create your first operation' }).getAttribute('href'),
    ).toBe('/operations?new'); // the form itself, not the page's tour (issue 30)
    expect(within(start).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(start)
        .getByRole('link', { name: /How to film/ })
        .getAttribute('href'),
    ).toBe('/resources/filming');
    expect(screen.queryByTestId('dashboard-distribution')).toBeNull();
  });

  it('every figure links to the list it summarises, with its filters', async () => {
    serve(BUSY);
    renderScreen(<DashboardRoute />, '/dashboard');
    const highRisk = await screen.findByRole('link', { name: /2 tasks at high or very high risk/ });
    expect(highRisk.getAttribute('href')).toBe(
      '/assessments?latest=true&risk_level=high%2Cvery_high',
    );
    expect(
      screen
        .getByRole('link', { name: '1 task assessed with REBA at very high risk' })
        .getAttribute('href'),
    ).toBe('/assessments?latest=true&risk_level=very_high&type=reba');
    // on a phone the same count reads 'Very high: 1' under the method's name
    expect(screen.getByRole('link', { name: 'Very high: 1' }).getAttribute('href')).toBe(
      '/assessments?latest=true&risk_level=very_high&type=reba',
    );
    expect(screen.getByRole('link', { name: /1 analysis in progress/ }).getAttribute('href')).toBe(
      '/assessments?status=analysing',
    );
    const shares = screen.getAllByRole('link', { name: '2 of 3 tasks (67%)' });
    expect(new Set(shares.map((share) => share.getAttribute('href')))).toEqual(
      new Set([`/assessments?latest=true&operation=${BUSY.operations.results[0]?.id ?? ''}`]),
    );
    expect(screen.getAllByText('Risk down 58.3% on average').length).toBeGreaterThan(0);
    expect(screen.getByText(/No credits left/)).toBeTruthy();
    expect(screen.getByTestId('dashboard-trend-summary').textContent).toContain(
      '75% of the assessments were at high risk in Oct 26, 20% in Nov 26.',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ayşe' })).toBeTruthy();
  });

  it('speaks Turkish: percent before the number, Turkish months', async () => {
    await i18n.changeLanguage('tr');
    serve(BUSY);
    renderScreen(<DashboardRoute />, '/dashboard');
    expect(await screen.findAllByRole('link', { name: '3 görevden 2 (%67)' })).toHaveLength(2);
    expect(screen.getAllByText('Risk ortalama %58,3 azaldı').length).toBeGreaterThan(0);
    expect(screen.getByTestId('dashboard-trend-summary').textContent).toContain('Eki 26');
  });

  it('monthPoints: a month without assessments has no share; one method shows its mean', () => {
    const trend = {
      ...BUSY.trend,
      months: ['2026-09', ...BUSY.trend.months],
      series: [
        ...BUSY.trend.series,
        { month: '2026-11', type: 'rula', assessments: 5, mean_score: 3, high_risk: 4 },
      ],
    };
    const all = monthPoints(trend, 'all', 'en');
    expect(all.map((p) => [p.assessments, p.highRisk, p.share, p.mean])).toEqual([
      [0, 0, null, null],
      [4, 3, 75, null],
      [10, 5, 50, null],
    ]);
    expect(monthPoints(trend, 'reba', 'en').map((p) => p.mean)).toEqual([null, 9, 5.2]);
  });
});
