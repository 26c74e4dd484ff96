import { translate, type Language } from '@ergo/contracts';
import { heatColourOf, RISK_LEVELS, type RiskLevel } from '@ergo/ergonomics';
import type { Database } from '@ergo/db';
import type { FileStore } from '@ergo/platform';
import { thumbnailFiles } from '../results/thumbnails';
import {
  contentWidth,
  ensureSpace,
  heading,
  INK,
  MUTED,
  paragraph,
  RULE,
  table,
  tint,
  type Pdf,
} from './pdf-kit';
import type { ReportData } from './report-data';
import { formatters } from './sections';

const COLUMNS = 4;
const GAP = 10;
/** The analysis keeps its thumbnails at 4:3 (they are drawn to fit, whatever their shape). */
const PICTURE_RATIO = 3 / 4;
const CAPTION = 40;

const isRiskLevel = (value: string | null): value is RiskLevel =>
  value !== null && (RISK_LEVELS as readonly string[]).includes(value);

/**
 * 3b. Each moment the posture's risk level changes: a grid of cards with the frame at that moment
 * (the analysis' thumbnail: skeleton drawn, face blurred), the time, the change and the score.
 * A row of cards never splits across a page.
 */
export async function breakpointCards(
  doc: Pdf,
  ctx: { db: Database; files: Pick<FileStore, 'readBuffer'> },
  data: ReportData,
  lang: Language,
) {
  const { results } = data;
  if (!results || results.breakpoints.length === 0) return;
  const tr = (key: string, params: Record<string, string | number> = {}) =>
    translate(key, lang, params);
  const f = formatters(lang);
  const pictures = (await thumbnailFiles(ctx.db, data.row.organizationId, data.row.id)).filter(
    (thumbnail) => thumbnail.role === 'breakpoint',
  );
  const pictureAt = (time: number) =>
    pictures.find((picture) => Math.abs(picture.time - time) < 1e-6)?.row.id ?? null;

  const left = doc.page.margins.left;
  const width = (contentWidth(doc) - GAP * (COLUMNS - 1)) / COLUMNS;
  const pictureHeight = width * PICTURE_RATIO;
  const level = (value: string) => tr(`exports.risk.${value}`);
  const changeOf = (point: (typeof results.breakpoints)[number]) =>
    point.from === null
      ? tr('reports.breakpoints.start', { to: level(point.to) })
      : tr('reports.breakpoints.change', { from: level(point.from), to: level(point.to) });
  const pictured = results.breakpoints.filter((point) => pictureAt(point.time) !== null);
  const listed = results.breakpoints.filter((point) => pictureAt(point.time) === null);

  // the heading stays with the first row of cards (or the table's first lines)
  ensureSpace(doc, 90 + (pictured.length > 0 ? pictureHeight + CAPTION : 40));
  heading(doc, tr('reports.breakpoints.title'));
  paragraph(doc, tr('reports.breakpoints.intro'), { muted: true });
  if (pictured.length > 0 && listed.length > 0)
    paragraph(doc, tr('reports.breakpoints.pictures_kept', { count: pictured.length }), {
      muted: true,
    });
  doc.moveDown(0.3);

  for (let start = 0; start < pictured.length; start += COLUMNS) {
    const row = pictured.slice(start, start + COLUMNS);
    ensureSpace(doc, pictureHeight + CAPTION + GAP);
    const top = doc.y;
    for (const [i, point] of row.entries()) {
      const x = left + i * (width + GAP);
      const id = pictureAt(point.time);
      const picture = id ? await ctx.files.readBuffer(id).catch(() => null) : null;
      if (picture) {
        doc.image(picture, x, top, {
          fit: [width, pictureHeight],
          align: 'center',
          valign: 'center',
        });
      } else {
        doc.rect(x, top, width, pictureHeight).fill('#f1f3f5');
        doc.font('body').fontSize(8).fillColor(MUTED);
        doc.text(tr('reports.breakpoints.no_picture'), x, top + pictureHeight / 2 - 5, {
          width,
          align: 'center',
        });
      }
      doc.rect(x, top, width, pictureHeight).lineWidth(0.5).strokeColor(RULE).stroke();
      // the band it changes to, as a colour strip and in words
      const hex = isRiskLevel(point.to) ? heatColourOf(point.to).hex : '#adb5bd';
      doc.rect(x, top + pictureHeight, width, 4).fill(hex);
      const change = changeOf(point);
      doc.font('semibold').fontSize(8.5).fillColor(INK);
      doc.text(
        tr('reports.breakpoints.at', { time: f.number(point.time) }),
        x,
        top + pictureHeight + 7,
        {
          width,
        },
      );
      doc.font('body').fontSize(8.5).fillColor(INK);
      doc.text(
        point.score === null
          ? change
          : `${change} · ${tr('reports.breakpoints.score', { score: f.number(point.score, 2) })}`,
        x,
        doc.y,
        { width },
      );
    }
    doc.x = left;
    doc.y = top + pictureHeight + CAPTION + GAP;
  }

  // the moments without a picture, one line each
  if (listed.length === 0) return;
  table(
    doc,
    [
      { header: tr('reports.breakpoints.time'), width: 0.2, align: 'right' },
      { header: tr('reports.breakpoints.change_header'), width: 0.55 },
      { header: tr('reports.breakpoints.score_header'), width: 0.25, align: 'right' },
    ],
    listed.map((point) => [
      tr('reports.breakpoints.at', { time: f.number(point.time) }),
      changeOf(point),
      point.score === null ? '–' : f.number(point.score, 2),
    ]),
    (row, column) => {
      const to = listed[row]?.to ?? null;
      return column === 1 && isRiskLevel(to) ? tint(heatColourOf(to).hex) : null;
    },
  );
}
