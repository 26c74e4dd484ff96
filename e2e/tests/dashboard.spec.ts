import { expect, test, type APIRequestContext } from '@playwright/test';
import { createActiveAccount, logIn } from './helpers';
import { api, sidebarLink, snap, switchLanguage } from './workspace';

const PHONE = { width: 390, height: 844 };

interface Created {
  id: string;
}
interface Dashboard {
  totals: { high_risk_tasks: number; assessed_tasks: number };
  high_risk: { count: number };
  risk_distribution: { type: string; counts: Record<string, number> }[];
}
type Answer = 'YES' | 'NO' | 'NOT_APPLICABLE';

/** Answers a checklist through its public link, as a worker would (no login). */
async function answerChecklist(
  request: APIRequestContext,
  url: string,
  answer: (i: number) => Answer,
) {
  const { pathname } = new URL(url);
  const [, , uid, token] = pathname.split('/');
  const form = await request.get(`/api/operation/checklist/${uid}/${token}/`);
  expect(form.ok()).toBe(true);
  const groups = (await form.json()) as { questions: { questions: { id: string }[] }[] };
  const questions = groups.questions.flatMap((group) => group.questions);
  const response = await request.post(`/api/operation/checklist/${uid}/${token}/`, {
    data: {
      responses: questions.map((q, i) => ({ question_id: q.id, answer: answer(i), comment: '' })),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('a new organization is guided to its first operation; an established one sees where its risk is and opens the list behind a figure', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
  const account = await createActiveAccount(request, 'e2e-dashboard');
  await logIn(page, account.email, account.password);
  const client = await api(request, context);
  for (const tour of ['operations', 'tasks', 'checklist'])
    await client.post(`/api/auth/onboarding/${tour}/`);

  // First login: three steps, the next one as the action.
  await expect(page).toHaveURL(/\/dashboard$/);
  const start = page.getByTestId('dashboard-getting-started');
  await expect(start).toBeVisible();
  await expect(start.getByRole('listitem')).toHaveCount(3);
  await snap(page, 'dashboard-start-en');
  await start.getByRole('link', { name: 'Create your first operation' }).click();
  await expect(page).toHaveURL(/\/operations$/);
  // the form itself, not the page's tour (issue 30, item 15)
  const form = page.getByRole('dialog', { name: 'New operation' });
  await expect(form).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);

  // An organization with work done: two operations, checklists answered well and badly.
  const deadline = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const plan = [
    { operation: 'Head office', tasks: ['Reception', 'Archive room'] },
    { operation: 'Warehouse', tasks: ['Loading dock'] },
  ];
  const answers: ((i: number) => Answer)[] = [
    () => 'YES',
    (i) => (i % 2 === 0 ? 'NO' : 'YES'),
    () => 'NO',
  ];
  let n = 0;
  for (const { operation, tasks } of plan) {
    const op = await client.post<Created>('/api/operation/create/', {
      name: operation,
      operation_type: 'office',
    });
    for (const name of tasks) {
      const task = await client.post<Created>(`/api/operation/${op.id}/tasks/create/`, {
        name,
        assessment_types: ['checklist'],
      });
      const created = await client.post<Created & { url: string }>(
        `/api/operation/${op.id}/assessment/create/`,
        { task: task.id, type: 'checklist', name: `${name} round`, deadline },
      );
      const answer = answers[n] ?? (() => 'YES');
      n += 1;
      await answerChecklist(request, created.url, answer);
    }
  }
  const figures = await client.get<Dashboard>('/api/dashboard/');
  expect(figures.totals.assessed_tasks).toBe(3);
  expect(figures.high_risk.count).toBeGreaterThan(0);

  await sidebarLink(page, 'Dashboard').click();
  await expect(page.getByTestId('dashboard-getting-started')).toHaveCount(0);
  const distribution = page.getByTestId('dashboard-distribution');
  await expect(distribution.getByRole('rowheader', { name: 'Office checklist' })).toBeVisible();
  await expect(page.getByTestId('dashboard-operations')).toContainText('Head office');
  await expect(page.getByTestId('dashboard-high-risk-list')).toContainText('Loading dock');
  await expect(page.getByTestId('dashboard-trend-summary')).toBeVisible();
  await snap(page, 'dashboard-en');
  await page.setViewportSize(PHONE);
  await snap(page, 'dashboard-en-phone');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The high-risk figure opens exactly the assessments it counts.
  const figure = page.getByTestId('dashboard-high-risk').getByRole('link');
  await expect(figure).toHaveText(String(figures.totals.high_risk_tasks));
  await figure.click();
  await expect(page).toHaveURL(/\/assessments\?latest=true&risk_level=high%2Cvery_high$/);
  await expect(page.getByTestId('filter-latest')).toBeChecked();
  await expect(page.getByTestId('assessments-table').locator('tbody tr')).toHaveCount(
    figures.high_risk.count,
  );
  await snap(page, 'dashboard-list-high-risk-en');

  // In Turkish.
  await switchLanguage(page, 'TR');
  await sidebarLink(page, 'Gösterge paneli').click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Yönteme göre görevlerin riski' }),
  ).toBeVisible();
  await expect(page.getByTestId('dashboard-high-risk')).toContainText('Yüksek riskli görevler');
  await snap(page, 'dashboard-tr');
  await page.setViewportSize(PHONE);
  await snap(page, 'dashboard-tr-phone');
  expect(problems).toEqual([]);
});
