import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { type AssessmentId, files } from '@ergo/db';
import type { SignedIn, TestApp } from '../../../test/helpers';
import { videoBytes } from '../../../test/video-helpers';

/** GET an assessment's report; kept in the temporary folder as `ergo-<keep>.pdf` for looking at. */
export async function fetchReport(
  t: TestApp,
  user: SignedIn,
  assessment: { type: string; id: string },
  language: 'en' | 'tr',
  keep?: string,
) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/operation/${assessment.type}/${assessment.id}/report/?language=${language}`,
    headers: user.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  if (keep) writeFileSync(path.join(tmpdir(), `ergo-${keep}.pdf`), response.rawPayload);
  return response;
}

const pdfFile = (bytes: Buffer) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'ergo-report-')), 'report.pdf');
  writeFileSync(file, bytes);
  return file;
};

/** Each page's text as pdftotext lays it out (a form feed ends every page). */
export function pageTexts(bytes: Buffer): string[] {
  const text = execFileSync('pdftotext', ['-layout', pdfFile(bytes), '-'], { encoding: 'utf8' });
  return text.split('\f').slice(0, -1);
}

/** How many images the PDF draws (pdfimages -list: two header lines, then one line per image). */
export function imageCount(bytes: Buffer): number {
  const list = execFileSync('pdfimages', ['-list', pdfFile(bytes)], { encoding: 'utf8' });
  return list.trim().split('\n').length - 2;
}

/** Stores thumbnails as the analysis stores them: a JPEG file with its role and time. */
export async function storeThumbnails(
  t: TestApp,
  user: SignedIn,
  assessmentId: AssessmentId,
  moments: readonly { role: string; time: number }[],
) {
  const jpeg = videoBytes('tfjs-pose.jpg');
  for (const { role, time } of moments) {
    const id = await t.ctx.files.putBuffer(jpeg);
    await t.ctx.db.insert(files).values({
      id,
      organizationId: user.orgId,
      assessmentId,
      kind: 'thumbnail',
      size: jpeg.length,
      contentType: 'image/jpeg',
      meta: { role, time },
    });
  }
}
