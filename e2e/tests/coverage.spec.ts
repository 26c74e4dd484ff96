import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ApiSession, SQUAT_VIDEO } from './detail-helpers';
import { createActiveAccount, logIn } from './helpers';
import { snap, switchLanguage } from './workspace';

// Issue 30, item 1: a 1-second clip was scored "Negligible, no action" with no word about its
// length. A score from too little of a video is no finding: the page, the list and the dashboard
// say "not enough measured", in English and Turkish, on a desktop and a phone.

/** The squat clip's first second, made with the ffmpeg the server uses. */
function oneSecondClip(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'ergo-e2e-clip-')), 'one-second.mp4');
  execFileSync('ffmpeg', [
    ...['-loglevel', 'error', '-i', SQUAT_VIDEO, '-t', '1', '-an'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-y', file],
  ]);
  return file;
}

test('a score from a 1-second clip is "not enough measured" on the page, the list and the dashboard', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const account = await createActiveAccount(request, 'coverage');
  const session = await ApiSession.login(request, account.email, account.password);
  const where = await session.createTask('Short clips');
  const created = await session.createAssessment(where, 'reba', 'One second', oneSecondClip());
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect(await session.waitForAnalyses([{ type: 'reba', id }], 180_000)).toEqual({
    [id]: 'completed',
  });

  // the screens' tours are not under test here: marked as seen, so none covers the page
  for (const tour of ['operations', 'tasks', 'reba', 'rula', 'wisha', 'rosa', 'qec', 'checklist'])
    await request.post(`/api/auth/onboarding/${tour}/`, {
      headers: { Authorization: `Bearer ${session.access}` },
    });
  await logIn(page, account.email, account.password);
  await page.goto(`/assessments/reba/${id}`);
  const notice = page.getByText('Not enough of the video could be measured');
  await expect(notice).toBeVisible();
  await expect(page.getByText(/shorter than 3\s*s/)).toBeVisible();
  await snap(page, 'coverage-detail-en-desktop');

  await page.goto('/assessments');
  const row = page.getByRole('row', { name: /One second/ });
  await expect(row.getByText('Not enough measured')).toBeVisible();
  // never a risk level beside it
  await expect(row.getByText(/Negligible|Low|Medium|High/)).toHaveCount(0);

  await page.goto('/dashboard');
  await expect(page.getByText(/had too little of its video measured/)).toBeVisible();
  await snap(page, 'coverage-dashboard-en-desktop');

  await page.goto(`/assessments/reba/${id}`);
  await switchLanguage(page, 'TR');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('Videonun yeterli bölümü ölçülemedi')).toBeVisible();
  await snap(page, 'coverage-detail-tr-phone');
  await page.goto('/assessments');
  await expect(page.getByText('Yeterince ölçülemedi').first()).toBeVisible();
  await snap(page, 'coverage-list-tr-phone');
});
