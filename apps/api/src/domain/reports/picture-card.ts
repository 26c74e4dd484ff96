import type { FileStore } from '@ergo/platform';
import { INK, MUTED, RULE, type Pdf } from './pdf-kit';

/** The analysis keeps its thumbnails at 4:3 (they are drawn to fit, whatever their shape). */
export const PICTURE_RATIO = 3 / 4;

export interface PictureCard {
  x: number;
  top: number;
  width: number;
  /** the stored thumbnail's file id; null draws the `missing` words in its place */
  pictureId: string | null;
  missing: string;
  /** the strip under the picture: the colour of the risk level the card names in words */
  colour: string;
  /** the first line in semibold, then the rest; muted lines are notes about the picture */
  lines: readonly { text: string; muted?: boolean }[];
}

/**
 * One card: a thumbnail (skeleton drawn, face blurred) with its level's colour strip and caption.
 * Answers where its caption ends, so a row of cards can start the next row below the tallest.
 */
export async function drawPictureCard(
  doc: Pdf,
  files: Pick<FileStore, 'readBuffer'>,
  card: PictureCard,
): Promise<number> {
  const { x, top, width } = card;
  const height = width * PICTURE_RATIO;
  // a picture that cannot be read (a file lost) is said to be missing, not left blank
  const picture = card.pictureId ? await files.readBuffer(card.pictureId).catch(() => null) : null;
  if (picture) {
    doc.image(picture, x, top, { fit: [width, height], align: 'center', valign: 'center' });
  } else {
    doc.rect(x, top, width, height).fill('#f1f3f5');
    doc.font('body').fontSize(8).fillColor(MUTED);
    doc.text(card.missing, x + 4, top + height / 2 - 5, { width: width - 8, align: 'center' });
  }
  doc.rect(x, top, width, height).lineWidth(0.5).strokeColor(RULE).stroke();
  doc.rect(x, top + height, width, 4).fill(card.colour);
  doc.y = top + height + 7;
  card.lines.forEach((line, index) => {
    doc
      .font(index === 0 ? 'semibold' : 'body')
      .fontSize(line.muted ? 7.5 : 8.5)
      .fillColor(line.muted ? MUTED : INK)
      .text(line.text, x, doc.y, { width });
  });
  doc.fillColor(INK);
  return doc.y;
}
