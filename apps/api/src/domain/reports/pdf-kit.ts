import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/** Noto Sans (OFL): every Turkish letter, embedded as a subset, so the text stays selectable. */
const FONTS = {
  body: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  semibold: require.resolve('@expo-google-fonts/noto-sans/600SemiBold/NotoSans_600SemiBold.ttf'),
} as const;

export const INK = '#1f2328';
export const MUTED = '#4b5563';
export const RULE = '#d0d7de';
const MARGIN = { top: 56, bottom: 64, left: 50, right: 50 };

export type Pdf = PDFKit.PDFDocument;

/** A light tint of a band's colour, so dark text on it reads at 4.5:1 (the word is always there). */
export function tint(hex: string, amount = 0.72): string {
  const channel = (i: number) => parseInt(hex.slice(i, i + 2), 16);
  const mix = (value: number) => Math.round(value + (255 - value) * amount);
  return `#${[1, 3, 5].map((i) => mix(channel(i)).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Text as Noto Sans can draw it: it has no arrows nor ≥/≤, which the score explanations use. An
 * explanation's "→ 3" (gives 3) reads as "= 3".
 */
export const printable = (text: string) =>
  text.replaceAll('→', '=').replaceAll('≥', '>=').replaceAll('≤', '<=');

/** An A4 document in our fonts whose pages stay in memory until the footer is written on each. */
export function createPdf(meta: { title: string; lang: string }) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: meta.lang,
    info: { Title: meta.title, Author: 'ErgoAssess', Creator: 'ErgoAssess' },
  });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  doc.font('body').fontSize(10).fillColor(INK);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, finish: () => (doc.end(), done) };
}

export const contentWidth = (doc: Pdf) =>
  doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottom = (doc: Pdf) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` points still fit on this one (nothing is cut across a break). */
export function ensureSpace(doc: Pdf, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

/**
 * Keeps a block of `height` points on one page: a new page when it does not fit here but fits on a
 * page of its own. A block longer than a page starts here and flows on (a table repeats its header).
 */
export function keepTogether(doc: Pdf, height: number) {
  if (height <= bottom(doc) - doc.page.margins.top) ensureSpace(doc, height);
}

/** Room for a one-line heading of level 2 and the space around it, to keep it with its block. */
export const HEADING_HEIGHT = 40;

export function heading(doc: Pdf, text: string, level: 1 | 2 | 3 = 2) {
  const size = level === 1 ? 20 : level === 2 ? 14 : 11.5;
  // a heading keeps at least a few lines of what follows it on its page
  ensureSpace(doc, size * 3 + 60);
  if (level < 3) doc.moveDown(0.6);
  doc
    .font(level === 3 ? 'semibold' : 'bold')
    .fontSize(size)
    .fillColor(INK);
  doc.text(printable(text), doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3);
  doc.font('body').fontSize(10);
}

export function paragraph(
  doc: Pdf,
  text: string,
  options: { muted?: boolean; size?: number } = {},
) {
  doc
    .font('body')
    .fontSize(options.size ?? 10)
    .fillColor(options.muted ? MUTED : INK);
  const shown = printable(text);
  ensureSpace(doc, doc.heightOfString(shown, { width: contentWidth(doc) }));
  doc.text(shown, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.fillColor(INK);
}

/** "Label: value" lines, the label in bold. */
export function facts(doc: Pdf, rows: readonly [string, string][]) {
  for (const [label, value] of rows) {
    if (!value) continue;
    ensureSpace(doc, 16);
    doc
      .font('semibold')
      .fontSize(10)
      .fillColor(MUTED)
      .text(`${label}: `, doc.page.margins.left, doc.y, { continued: true });
    doc.font('body').fillColor(INK).text(printable(value));
  }
}

export interface Column {
  header: string;
  /** share of the content width */
  width: number;
  align?: 'left' | 'right' | 'center';
}

const CELL_PAD = 4;

const columnWidths = (doc: Pdf, columns: readonly Column[]) =>
  columns.map((column) => column.width * contentWidth(doc));

/** A row's height: its tallest cell, wrapped in its column, with the padding. */
function rowHeight(doc: Pdf, widths: readonly number[], cells: readonly string[], font: string) {
  doc.font(font).fontSize(9);
  const heights = cells.map((cell, i) =>
    doc.heightOfString(printable(cell), { width: (widths[i] ?? 0) - 2 * CELL_PAD }),
  );
  return Math.max(...heights) + 2 * CELL_PAD;
}

/** The height `table` draws for these rows on one page: the header and every row. */
export function tableHeight(
  doc: Pdf,
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
): number {
  const widths = columnWidths(doc, columns);
  const header = rowHeight(
    doc,
    widths,
    columns.map((column) => column.header),
    'semibold',
  );
  const height = rows.reduce((sum, row) => sum + rowHeight(doc, widths, row, 'body'), header);
  doc.font('body').fontSize(10);
  return height;
}

/**
 * A table whose rows never split across pages: a row that does not fit starts a new page, and the
 * header is drawn again there. `fill` colours a cell's background (a band's colour, with its word).
 * A table that must not split at all is kept on one page first (keepTogether, tableHeight).
 */
export function table(
  doc: Pdf,
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
  fill?: (row: number, column: number) => string | null,
) {
  const left = doc.page.margins.left;
  const widths = columnWidths(doc, columns);
  const heightOf = (cells: readonly string[], font: string) => rowHeight(doc, widths, cells, font);
  const drawRow = (cells: readonly string[], font: string, rowIndex: number | null) => {
    const height = heightOf(cells, font);
    const y = doc.y;
    let x = left;
    cells.forEach((cell, i) => {
      const width = widths[i] ?? 0;
      const background = rowIndex === null ? '#eef1f4' : (fill?.(rowIndex, i) ?? null);
      if (background) doc.rect(x, y, width, height).fill(background);
      doc
        .fillColor(INK)
        .font(font)
        .fontSize(9)
        .text(cell, x + CELL_PAD, y + CELL_PAD, {
          width: width - 2 * CELL_PAD,
          align: columns[i]?.align ?? 'left',
        });
      x += width;
    });
    doc
      .moveTo(left, y + height)
      .lineTo(left + contentWidth(doc), y + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = left;
    doc.y = y + height;
  };
  const header = columns.map((column) => column.header);
  ensureSpace(doc, heightOf(header, 'semibold') + (rows[0] ? heightOf(rows[0], 'body') : 0));
  drawRow(header, 'semibold', null);
  rows.forEach((row, index) => {
    if (doc.y + heightOf(row, 'body') > bottom(doc)) {
      doc.addPage();
      drawRow(header, 'semibold', null);
    }
    drawRow(row, 'body', index);
  });
  doc.moveDown(0.5);
  doc.font('body').fontSize(10);
}

/** The organization, the date and "page n of m" on every page (written once all pages exist). */
export function footers(doc: Pdf, left: string, page: (n: number, total: number) => string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const keep = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the bottom margin must not add a page
    const y = doc.page.height - 40;
    doc
      .moveTo(MARGIN.left, y - 6)
      .lineTo(doc.page.width - MARGIN.right, y - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.font('body').fontSize(8).fillColor(MUTED);
    doc.text(left, MARGIN.left, y, { width: contentWidth(doc) * 0.7, lineBreak: false });
    doc.text(page(i + 1, range.count), MARGIN.left, y, {
      width: contentWidth(doc),
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = keep;
  }
}
