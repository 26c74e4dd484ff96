import { translate, type Language } from '@ergo/contracts';
import type { FileStore } from '@ergo/platform';
import { levelColour } from './breakpoints';
import { drawPictureCard, PICTURE_RATIO } from './picture-card';
import type { KeyPosture, PicturePlan } from './picture-plan';
import { contentWidth, ensureSpace, heading, paragraph, type Pdf } from './pdf-kit';
import { formatters } from './sections';

const COLUMNS = 2;
const GAP = 16;
const CAPTION = 52;

/**
 * 2b. The postures behind the score, each with its picture: the final posture (its score is the
 * final score) and the highest-scoring moment, one card when they are the same frame. Larger than
 * the risk changes' cards: they are what a reader checks first. What the pictures cannot show (the
 * corrected angles, a moment recomputed after the analysis) is said under them.
 */
export async function keyPostures(
  doc: Pdf,
  files: Pick<FileStore, 'readBuffer'>,
  plan: PicturePlan,
  lang: Language,
) {
  const tr = (key: string, params: Record<string, string | number> = {}) =>
    translate(key, lang, params);
  const f = formatters(lang);
  const left = doc.page.margins.left;
  const width = (contentWidth(doc) - GAP * (COLUMNS - 1)) / COLUMNS;
  const pictureHeight = width * PICTURE_RATIO;
  const facts = (posture: KeyPosture) =>
    [
      tr('reports.breakpoints.at', { time: f.number(posture.time) }),
      posture.score === null
        ? null
        : tr('reports.breakpoints.score', { score: f.number(posture.score, 2) }),
      posture.risk ? tr(`risk.${posture.risk}`) : null,
    ]
      .filter((part) => part !== null)
      .join(' · ');

  // the heading stays with the cards
  ensureSpace(doc, 90 + pictureHeight + CAPTION);
  heading(doc, tr('reports.key_postures.title'));
  paragraph(doc, tr('reports.key_postures.intro'), { muted: true });
  doc.moveDown(0.3);
  const top = doc.y;
  for (const [i, posture] of plan.keyPostures.entries()) {
    const picture = posture.picture;
    const elsewhere = picture !== null && Math.abs(picture.time - posture.time) >= 1e-6;
    await drawPictureCard(doc, files, {
      x: left + i * (width + GAP),
      top,
      width,
      pictureId: picture?.id ?? null,
      missing: tr('reports.breakpoints.no_picture'),
      colour: levelColour(posture.risk),
      lines: [
        { text: tr(`reports.key_postures.${posture.role}`) },
        { text: facts(posture) },
        ...(elsewhere
          ? [
              {
                text: tr('reports.key_postures.picture_at', { time: f.number(picture.time) }),
                muted: true,
              },
            ]
          : []),
      ],
    });
  }
  doc.x = left;
  doc.y = top + pictureHeight + CAPTION;
  if (plan.asMeasured) paragraph(doc, tr('reports.key_postures.as_measured'), { muted: true });
  if (plan.recomputedWithoutPicture)
    paragraph(doc, tr('reports.key_postures.recomputed'), { muted: true });
  doc.moveDown(0.5);
}
