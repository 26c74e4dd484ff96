import { exportFileName, translate, type Language } from '@ergo/contracts';
import type { AppContext } from '../../context';
import type { Caller } from '../caller';
import { angleGraphs } from './angle-graphs';
import { breakpointCards } from './breakpoints';
import { methodSections } from './method-sections';
import { createPdf, footers } from './pdf-kit';
import { reportData } from './report-data';
import {
  bodyPartsAndKinematics,
  cover,
  explanation,
  formatters,
  methodNote,
  recommendationsAndNotes,
} from './sections';

/**
 * GET /operation/{type}/{id}/report/?language=: the assessment's PDF report in the language asked
 * for, drawn on the server from the stored results with pdfkit (real text in embedded Noto Sans,
 * vector drawing, no browser). Every page carries the organization, the date and its number.
 */
export async function buildReport(
  ctx: Pick<AppContext, 'db' | 'files'>,
  caller: Caller,
  type: string,
  id: string,
  lang: Language,
): Promise<{ pdf: Buffer; filename: string }> {
  const data = await reportData(ctx.db, caller, type, id, lang);
  const { doc, finish } = createPdf({ title: data.assessment.name, lang });
  cover(doc, data, lang);
  bodyPartsAndKinematics(doc, data, lang);
  angleGraphs(doc, data, lang);
  await breakpointCards(doc, ctx, data, lang);
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
  const filename = exportFileName(data.assessment, data.assessment.task_name, '.pdf');
  return { pdf, filename };
}
