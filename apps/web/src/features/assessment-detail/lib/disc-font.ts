/**
 * Glyph advances (em) of the widest face the theme's font stack falls back to: DejaVu Sans Bold,
 * what a Linux browser draws when Inter is not installed (measured in Chromium: digits 0.696, '.'
 * and ',' 0.38, '—' 1). Inter, Segoe UI, Roboto and SF are narrower, so they only leave more room.
 */
const DIGIT_EM = 0.7;
const GLYPH_EM: Readonly<Record<string, number>> = { '.': 0.38, ',': 0.38, '—': 1 };
/** The height of a line's glyph box in that face (ascent + descent), what a text range measures. */
const LINE_EM = 1.17;
/** The share of the disc the score is written at when it fits: one or two digits, as before. */
const MAX_SHARE = 0.4;
/** Clear ring left inside the edge, for the disc's inset shadow and for the eye. */
const MARGIN_SHARE = 0.1;

/** The width of `label` in em, each glyph counted at its widest. */
export function labelWidthEm(label: string): number {
  let width = 0;
  for (const glyph of label) width += GLYPH_EM[glyph] ?? DIGIT_EM;
  return width;
}

/**
 * The font size (px) at which `label` sits wholly inside a disc `size` px across: the corners of
 * its glyph box stay within the disc less a margin, so a lifting index such as "0.86" or "99.99"
 * no longer runs past the circle while a REBA "7" keeps its size (issue 30).
 */
export function discFontSize(label: string, size: number): number {
  const inner = size / 2 - size * MARGIN_SHARE;
  const halfDiagonalEm = Math.hypot(labelWidthEm(label) / 2, LINE_EM / 2);
  return Math.min(size * MAX_SHARE, inner / halfDiagonalEm);
}

/** Whether a `width` × `height` box centred in a disc `size` px across stays inside it. */
export function fitsInDisc(width: number, height: number, size: number): boolean {
  return Math.hypot(width / 2, height / 2) <= size / 2;
}
