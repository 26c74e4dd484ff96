import { expect, test, type Page } from '@playwright/test';
import { SQUAT_VIDEO } from './detail-helpers';
import { createActiveAccount, logIn } from './helpers';
import { api, snap } from './workspace';

interface Created {
  id: string;
}

const PHONE = { width: 390, height: 844 };

/** One answer of the public QEC survey, by the question's and the option's visible text. */
async function answer(page: Page, question: RegExp, option: string) {
  await page
    .getByRole('radiogroup', { name: question })
    .getByRole('radio', { name: option })
    .check();
}

test('QEC: a video prefills the observer items; a worker answers on a phone in Turkish; the result shows', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
  const account = await createActiveAccount(request, 'e2e-qec');
  await logIn(page, account.email, account.password);
  const client = await api(request, context);
  for (const tour of ['operations', 'tasks', 'qec', 'checklist'])
    await client.post(`/api/auth/onboarding/${tour}/`);
  const operation = await client.post<Created>('/api/operation/create/', {
    name: 'Packing hall',
    operation_type: 'warehouse',
  });
  const task = await client.post<Created>(`/api/operation/${operation.id}/tasks/create/`, {
    name: 'Packing boxes',
    assessment_types: ['qec', 'checklist'],
  });

  // The ergonomist creates a QEC with a video from the task's page.
  await page.goto(`/operations/${operation.id}/tasks/${task.id}`);
  await page.getByRole('button', { name: 'New assessment' }).click();
  await page.getByRole('menuitem', { name: 'QEC' }).click();
  await page.getByLabel('Assessment name').fill('Packing line QEC');
  await page.locator('input[type="file"]').setInputFiles(SQUAT_VIDEO);
  await snap(page, 'qec-new-en');
  await page.getByRole('button', { name: 'Upload and analyse' }).click();
  await expect(page).toHaveURL(/\/assessments\/qec\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  const qecId = page.url().split('/').at(-1) ?? '';

  // The analysis fills the posture items it can see and marks them as measured.
  await expect(page.getByTestId('measured-back_posture')).toBeVisible({ timeout: 180_000 });
  await expect(page.getByTestId('measured-neck_posture')).toBeVisible();
  await expect(page.getByTestId('measured-back_posture')).toContainText('Measured from the video');

  // The workers' link, with copy and QR code.
  await page.getByTestId('create-link').click();
  const url = await page.getByTestId('public-link-url').inputValue();
  expect(url).toMatch(new RegExp(`/qec/${qecId}/[\\w-]{43}$`));
  await expect(page.getByTestId('public-link-qr')).toBeVisible();
  await snap(page, 'qec-detail-link-en');

  // A worker opens it on a phone, in Turkish, with no session.
  const phone = await browser.newContext({ viewport: PHONE, locale: 'tr-TR' });
  const worker = await phone.newPage();
  await worker.goto(url);
  await expect(worker.getByRole('heading', { level: 1, name: 'Packing line QEC' })).toBeVisible();
  await worker.getByLabel(/Görev unvanı/).fill('Paketleme operatörü');
  await answer(worker, /Cinsiyet/, 'Kadın');
  await worker.getByLabel(/^Yaş/).fill('29');
  await worker.getByLabel(/Bu işte çalıştığınız yıl/).fill('3');
  await answer(worker, /en ağır yük/, 'Orta (6–10 kg)');
  await answer(worker, /zaman ayırıyorsunuz/, '4 saatten fazla');
  await answer(worker, /en yüksek kuvvet/, 'Orta (1–4 kg)');
  await answer(worker, /gözlerinizi/, 'Çok (bazı ince ayrıntıları görmeniz gerekiyor)');
  await answer(worker, /araç kullanıyorsunuz/, '1 saatten az ya da hiç');
  await answer(worker, /titreşimli alet/, '1 saatten az ya da hiç');
  await answer(worker, /temposuna/, 'Bazen');
  await answer(worker, /stresli buluyorsunuz/, 'Biraz stresli');
  // Visual demand (L) is high: its box opened and is required; left empty, it is listed, named
  // after question L (issue 30: 'N kutusu' read as the next question, N).
  await worker.getByRole('button', { name: 'Gönder' }).click();
  await expect(worker.getByText('Eksik alanlar')).toBeVisible();
  await expect(worker.getByText(/L sorusunun açıklaması.*geçersiz/)).toBeVisible();
  await snap(worker, 'qec-survey-missing-tr-phone');
  await worker.getByLabel(/L sorusunun açıklaması/).fill('Küçük etiketleri okuyorum');
  await worker.getByRole('button', { name: 'Gönder' }).click();
  await expect(worker.getByRole('heading', { level: 1, name: 'Tamamlandı' })).toBeVisible();
  await snap(worker, 'qec-survey-done-tr-phone');
  await phone.close();

  // The ergonomist completes the movement items; the result appears with the worker counted.
  await page.reload();
  await expect(page.getByTestId('workers-count')).toContainText('1');
  const observer = page.getByTestId('observer-part');
  await observer.getByRole('radio', { name: /Lifting, pushing, pulling or carrying/ }).check();
  await observer.getByRole('radio', { name: /Frequent: about 8 times a minute/ }).check();
  await observer.getByRole('radio', { name: /Frequent: regular arm movement/ }).check();
  await observer.getByRole('radio', { name: '11 to 20 times a minute' }).check();
  await page.getByTestId('save-observer').click();
  await expect(page.getByTestId('qec-results')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('qec-heat-map')).toBeVisible();
  await expect(page.getByTestId('exposure-bars')).toBeVisible();
  const score = await client.get<{ score: number; risk_level: string }>(
    `/api/operation/qec/${qecId}/`,
  );
  expect(score.score).toBeGreaterThan(0);
  await snap(page, 'qec-detail-result-en');
  await page.setViewportSize(PHONE);
  await snap(page, 'qec-detail-result-en-phone');
  expect(problems).toEqual([]);
});

test('checklist: the response link on a phone, unanswered questions listed, the score by category', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const account = await createActiveAccount(request, 'e2e-checklist');
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
  const deadline = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const created = await client.post<Created & { url: string }>(
    `/api/operation/${operation.id}/assessment/create/`,
    { task: task.id, type: 'checklist', name: 'Second floor', deadline },
  );

  await page.goto(`/assessments/checklist/${created.id}`);
  await expect(page.getByTestId('public-link-url')).toHaveValue(created.url);
  await snap(page, 'checklist-detail-waiting-en');

  const phone = await browser.newContext({ viewport: PHONE, locale: 'tr-TR' });
  const responder = await phone.newPage();
  await responder.goto(created.url);
  await expect(responder.getByRole('heading', { level: 1, name: 'Second floor' })).toBeVisible();
  const groups = responder.getByRole('main').getByRole('radiogroup');
  const count = await groups.count();
  expect(count).toBeGreaterThan(10);
  // All but the last two answered Evet; the first one Hayır.
  for (let i = 0; i < count - 2; i += 1)
    await groups
      .nth(i)
      .getByRole('radio', { name: i === 0 ? 'Hayır' : 'Evet' })
      .check();
  await responder.getByRole('button', { name: 'Gönder' }).click();
  await expect(responder.getByText('Eksik alanlar')).toBeVisible();
  await snap(responder, 'checklist-missing-tr-phone');
  await groups
    .nth(count - 2)
    .getByRole('radio', { name: 'Uygulanamaz' })
    .check();
  await groups
    .nth(count - 1)
    .getByRole('radio', { name: 'Evet' })
    .check();
  await responder.getByRole('button', { name: 'Gönder' }).click();
  await expect(responder.getByRole('heading', { level: 1, name: 'Tamamlandı' })).toBeVisible();
  await phone.close();

  await page.reload();
  await expect(page.getByTestId('compliance-percent')).toBeVisible();
  await expect(page.getByTestId('category-summary')).toBeVisible();
  await snap(page, 'checklist-detail-result-en');
  await page.setViewportSize(PHONE);
  await snap(page, 'checklist-detail-result-en-phone');
});
