import { expect, test } from '@playwright/test';
import { createActiveAccount, logIn } from './helpers';
import { api, snap, snapElement, switchLanguage } from './workspace';

interface Created {
  id: string;
}

/*
 * Issue 30, items 3 and 11: recommendations kept in English read in Turkish on the detail page and
 * the board; what was typed stays as typed, marked; a new priority brings its timeframe along.
 * A checklist answered through its link gives the proposals, so no video has to be analysed.
 */
test('kept recommendations follow the reader’s language; typed texts are marked', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
  const account = await createActiveAccount(request, 'e2e-rec-language');
  await logIn(page, account.email, account.password);
  const client = await api(request, context);
  for (const tour of ['operations', 'tasks', 'checklist'])
    await client.post(`/api/auth/onboarding/${tour}/`);
  const operation = await client.post<Created>('/api/operation/create/', {
    name: 'Head office',
    operation_type: 'office',
  });
  const task = await client.post<Created>(`/api/operation/${operation.id}/tasks/create/`, {
    name: 'Office safety round',
    assessment_types: ['checklist'],
  });
  const created = await client.post<Created & { url: string }>(
    `/api/operation/${operation.id}/assessment/create/`,
    {
      task: task.id,
      type: 'checklist',
      name: 'Second floor',
      deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
  );
  const groups = await client.get<{ questions: { id: string; critical: boolean }[] }[]>(
    '/api/operation/checklist/questions/',
  );
  const questions = groups.flatMap((group) => group.questions);
  const no = new Set(
    questions
      .filter((q) => !q.critical)
      .slice(0, 2)
      .map((q) => q.id),
  );
  const answered = await request.post(`/api/operation${new URL(created.url).pathname}/`, {
    data: {
      responses: questions.map((q) => ({
        question_id: q.id,
        answer: no.has(q.id) ? 'NO' : 'YES',
        comment: no.has(q.id) ? 'Chair broken' : '',
      })),
    },
  });
  expect(answered.status()).toBe(201);

  // In English: keep one proposal as it is, the other after a new title and a higher priority.
  await page.goto(`/assessments/checklist/${created.id}`);
  const recommendations = page.getByTestId('recommendations');
  const proposals = recommendations.getByTestId('proposal');
  await expect(proposals).toHaveCount(2);
  await proposals.first().getByTestId('keep-proposal').click();
  await expect(recommendations.getByTestId('kept-recommendation')).toHaveCount(1);
  await proposals
    .first()
    .getByRole('button', { name: /^Edit and keep/ })
    .click();
  const form = page.getByTestId('recommendation-form');
  await expect(form.getByLabel('Timeframe')).toHaveValue('Within three months');
  await form.getByLabel('Title').fill('Replace the broken chairs on the second floor');
  await form.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'Immediate' }).click();
  await expect(form.getByLabel('Timeframe')).toHaveValue('Start now; control within a week');
  await form.getByTestId('save-recommendation').click();
  const kept = recommendations.getByTestId('kept-recommendation');
  await expect(kept).toHaveCount(2);

  // In Turkish: the catalogue's texts in Turkish, the typed title as typed and marked.
  await switchLanguage(page, 'TR');
  const edited = kept.filter({ hasText: 'Replace the broken chairs on the second floor' });
  await expect(edited.getByTestId('typed-mark')).toHaveText('Yazıldığı gibi');
  await expect(edited.getByTestId('timeframe')).toHaveText(
    'Hemen başlayın; bir hafta içinde önlem alın',
  );
  await expect(edited.getByTestId('measured')).toContainText('Hayır yanıtı verildi');
  const asKept = kept.filter({ hasNot: page.getByTestId('typed-mark') });
  await expect(asKept.getByTestId('timeframe')).toHaveText('Üç ay içinde');
  await expect(recommendations).not.toContainText('Within three months');
  // clear of the fixed header, title included
  for (const [card, name] of [
    [edited, 'recommendation-typed-tr'],
    [asKept, 'recommendation-kept-tr'],
  ] as const) {
    await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await snapElement(card, name);
  }

  await page.goto(`/improvements?operation=${operation.id}&task=${task.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('İyileştirme takibi');
  const cards = page.getByTestId('board-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Başlık yazıldığı gibi' })).toHaveCount(1);
  await expect(page.getByTestId('board')).toContainText('Üç ay içinde');
  await expect(page.getByTestId('board')).not.toContainText('Start now');
  await snap(page, 'board-typed-tr');
  expect(problems).toEqual([]);
});
