import { CHECKLIST_QUESTIONS } from '@ergo/ergonomics';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientState } from '../../../api/client';
import { i18n } from '../../../i18n';
import { clearSession, setTokens } from '../../../browser/session';
import { renderScreen } from '../../../test/render';
import { ChecklistDetailRoute } from './checklist-detail';
import { CHECKLIST_ID, checklistDetail, reply, surveyServer } from '../testing/served-survey';

const own = `/api/operation/checklist/${CHECKLIST_ID}`;
const textOf = (id: string) => CHECKLIST_QUESTIONS.find((question) => question.id === id)?.text.en;

function renderChecklist(detail: ReturnType<typeof checklistDetail>) {
  vi.stubGlobal(
    'fetch',
    surveyServer((url) => (url === `${own}/detail/` ? reply(200, detail) : null)),
  );
  renderScreen(
    <Routes>
      <Route path="/assessments/:type/:id" element={<ChecklistDetailRoute />} />
    </Routes>,
    `/assessments/checklist/${CHECKLIST_ID}`,
  );
}

describe('checklist detail screen', () => {
  beforeEach(() => setTokens({ access: 'a1', refresh: 'r1' }));
  afterEach(async () => {
    vi.unstubAllGlobals();
    clearSession();
    resetClientState();
    await i18n.changeLanguage('en');
  });

  it('waits for a response, with the response link to copy or scan until the deadline', async () => {
    renderChecklist(
      checklistDetail(
        {},
        {
          status: 'pending',
          score: null,
          risk_level: null,
          responses_count: 0,
          submitted_at: null,
          responses: [],
          result: null,
        },
      ),
    );
    expect(await screen.findByTestId('checklist-waiting')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Office check, 2nd floor');
    const link = screen.getByTestId('response-link');
    expect(within(link).getByTestId('link-state').textContent).toBe('Open');
    expect(
      within(link).getByRole('img', { name: "QR code of the checklist's response link" }),
    ).toBeTruthy();
    expect(within(link).getByTestId('link-expiry').textContent).toMatch(/^Open until /);
    expect(screen.queryByTestId('checklist-score')).toBeNull();
  });

  it('says the link is closed after the deadline', async () => {
    renderChecklist(
      checklistDetail(
        {},
        {
          deadline: '2026-01-10T17:00:00.000Z',
          url: null,
          token_expires_at: null,
          responses_count: 0,
          submitted_at: null,
          responses: [],
          result: null,
        },
      ),
    );
    const link = await screen.findByTestId('response-link');
    expect(within(link).getByTestId('link-state').textContent).toBe('Closed');
    expect(within(link).getByText(/^Closed on .*2026.*no longer accepts responses/)).toBeTruthy();
    expect(screen.queryByTestId('public-link')).toBeNull();
    expect(screen.getByText('The deadline passed without a response.')).toBeTruthy();
  });

  it('shows the compliance, critical items answered No first, and every answer by category', async () => {
    const detail = checklistDetail({
      saf_electrical: 'NO',
      ws_chair_adjustable: 'NO',
      ws_feet_supported: 'NOT_APPLICABLE',
    });
    renderChecklist(detail);
    const score = await screen.findByTestId('checklist-score');
    const result = detail.result;
    if (!result) throw new Error('no result');
    expect(within(score).getByTestId('compliance-percent').textContent).toBe(
      `${result.compliance_percent.toLocaleString('en-GB', { maximumFractionDigits: 1 })}%`,
    );
    expect(
      within(score).getByText(
        `${result.compliant} of ${result.applicable} applicable items compliant`,
      ),
    ).toBeTruthy();
    expect(score.querySelector(`[data-risk="${result.risk_level}"]`)).toBeTruthy();

    const critical = screen.getByTestId('critical-items');
    expect(within(critical).getByText('Critical items answered No')).toBeTruthy();
    expect(within(critical).getByText(textOf('saf_electrical') ?? '')).toBeTruthy();
    expect(within(critical).getByText('Comment: Fix saf_electrical')).toBeTruthy();
    expect(within(critical).queryByText(textOf('ws_chair_adjustable') ?? '')).toBeNull();

    const safety = screen.getByTestId('category-safety');
    const flagged = safety.querySelector('[data-flagged]');
    expect(flagged?.textContent).toContain(textOf('saf_electrical'));
    expect(flagged?.textContent).toContain('Critical');
    expect(within(flagged as HTMLElement).getByText('No')).toBeTruthy();
    const workstation = screen.getByTestId('category-workstation');
    expect(within(workstation).getByText('Not applicable')).toBeTruthy();
    expect(within(workstation).getByText('Fix ws_chair_adjustable')).toBeTruthy();

    const summary = screen.getByTestId('category-summary');
    const byCategory = result.by_category.workstation;
    expect(within(summary).getByText('Workstation').closest('tr')?.textContent).toContain(
      `${byCategory?.compliant} of ${byCategory?.applicable}`,
    );
  });

  it('writes percentages and category names in Turkish', async () => {
    await i18n.changeLanguage('tr');
    const detail = checklistDetail({ saf_electrical: 'NO' });
    renderChecklist(detail);
    const percent = await screen.findByTestId('compliance-percent');
    expect(percent.textContent).toBe(
      new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 1 }).format(
        (detail.result?.compliance_percent ?? 0) / 100,
      ),
    );
    expect(percent.textContent?.startsWith('%')).toBe(true);
    expect(within(screen.getByTestId('category-safety')).getByText('Güvenlik')).toBeTruthy();
    expect(screen.getByText('“Hayır” yanıtlı kritik maddeler')).toBeTruthy();
  });
});
