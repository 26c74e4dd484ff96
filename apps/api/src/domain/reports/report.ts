import { reportFileName, translate, type Language } from '@ergo/contracts';
import type { AppContext } from '../../context';
import type { Caller } from '../caller';
import { thumbnailFiles } from '../results/thumbnails';
import { angleGraphs } from './angle-graphs';
import { breakpointCards } from './breakpoints';
import { keyPostures } from './key-postures';
import { methodSections } from './method-sections';
import { createPdf, footers } from './pdf-kit';
import { picturePlan } from './picture-plan';
import { reportData, type ReportData } from './report-data';
import {
  bodyPartsAndKinematics,
  cover,
  explanation,
  formatters,
  methodNote,
  recommendationsAndNotes,
} from './sections';
import type { AssessmentAddress } from '../assessments/address';

/** Which of the analysis' pictures the report shows (null without results: nothing to picture). */
async function pictures(ctx: Pick<AppContext, 'db'>, data: ReportData) {
  if (!data.results) return null;
  const stored = await thumbnailFiles(ctx.db, {
    orgId: data.row.organizationId,
    assessmentId: data.row.id,
  });
  return picturePlan(
    data.results,
    stored.map(({ row, role, time }) => ({ id: row.id, role, time })),
    {
      // a correction or a changed input rescored the stored frames after the pictures were taken
      recomputed: data.changes.some((change) => /^(inputs|angle|frame)\./.test(change.field)),
      frameTimes: Object.keys(data.row.frameOverrides).map(Number),
    },
  );
}

/**
 * GET /operation/{type}/{id}/report/?language=: the assessment's PDF report in the language asked
 * for, drawn on the server from the stored results with pdfkit (real text in embedded Noto Sans,
 * vector drawing, no browser). Every page carries the organization, the date and its number; its
 * file name is in the report's language too.
 */
export async function buildReport(
  ctx: Pick<AppContext, 'db' | 'files'>,
  caller: Caller,
  at: AssessmentAddress,
  lang: Language,
): Promise<{ pdf: Buffer; filename: string }> {
  const data = await reportData(ctx.db, caller, at, lang);
  const { doc, finish } = createPdf({ title: data.assessment.name, lang });
  cover(doc, data, lang);
  bodyPartsAndKinematics(doc, data, lang);
  const plan = await pictures(ctx, data);
  if (plan) await keyPostures(doc, ctx.files, plan, lang);
  angleGraphs(doc, data, lang);
  if (plan) await breakpointCards(doc, ctx.files, plan, lang);
  explanation(doc, data, lang);
  await methodSections(doc, ctx, caller, data, lang);
  recommendationsAndNotes(doc, data, lang);
  methodNote(doc, data, lang);
  const today = formatters(lang).date(new Date());
  footers(
    doc,
    translate('reports.generated', lang, { organization: data.organization, date: today }),
    (n, total) => translate('reports.page', lang, { n, total }),
  );
  const pdf = await finish();
  const filename = reportFileName(data.assessment, lang);
  return { pdf, filename };
}
