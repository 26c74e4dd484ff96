import { translate, type Language } from '@ergo/contracts';
import { heatColourOf, isRiskLevel } from '@ergo/ergonomics';
import type { FileStore } from '@ergo/platform';
import { drawPictureCard, PICTURE_RATIO } from './picture-card';
import type { PicturePlan } from './picture-plan';
import { contentWidth, ensureSpace, heading, paragraph, table, tint, type Pdf } from './pdf-kit';
import { formatters } from './sections';

const COLUMNS = 4;
const GAP = 10;
const CAPTION = 40;

/** A risk level's colour strip (grey for a moment with none). */
export const levelColour = (level: string | null) =>
  isRiskLevel(level) ? heatColourOf(level).hex : '#adb5bd';

/**
 * 3b. Each moment the posture's risk level changes: a grid of cards with the frame at that moment
 * (the analysis' thumbnail: skeleton drawn, face blurred), the time, the change and the score, the
 * highest risk first; the changes without a picture in a table, in time order. A row of cards
 * never splits across a page.
 */
export async function breakpointCards(
  doc: Pdf,
  files: Pick<FileStore, 'readBuffer'>,
  plan: PicturePlan,
  lang: Language,
) {
  const { pictured, listed } = plan;
  if (pictured.length + listed.length === 0) return;
  const tr = (key: string, params: Record<string, string | number> = {}) =>
    translate(key, lang, params);
  const f = formatters(lang);
  const left = doc.page.margins.left;
  const width = (contentWidth(doc) - GAP * (COLUMNS - 1)) / COLUMNS;
  const pictureHeight = width * PICTURE_RATIO;
  const level = (value: string) => tr(`risk.${value}`);
  const changeOf = (point: (typeof listed)[number]) =>
    point.from === null
      ? tr('reports.breakpoints.start', { to: level(point.to) })
      : tr('reports.breakpoints.change', { from: level(point.from), to: level(point.to) });

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
    ensureSpace(doc, pictureHeight + CAPTION + GAP);
    const top = doc.y;
    for (const [i, { point, pictureId }] of pictured.slice(start, start + COLUMNS).entries()) {
      const change = changeOf(point);
      await drawPictureCard(doc, files, {
        x: left + i * (width + GAP),
        top,
        width,
        pictureId,
        missing: tr('reports.breakpoints.no_picture'),
        // the band it changes to, as a colour strip and in words
        colour: levelColour(point.to),
        lines: [
          { text: tr('reports.breakpoints.at', { time: f.number(point.time) }) },
          {
            text:
              point.score === null
                ? change
                : `${change} · ${tr('reports.breakpoints.score', { score: f.number(point.score, 2) })}`,
          },
        ],
      });
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
