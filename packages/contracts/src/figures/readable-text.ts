/** Relative luminance of a '#rrggbb' colour (WCAG 2). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export const contrastRatio = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const DARK = '#1a1b1e';
const LIGHT = '#ffffff';

/**
 * The text colour that reads best on a background (dark on the heat map's green, yellow and
 * orange, white on its red), so a label on a coloured badge keeps a 4.5:1 contrast.
 */
export const readableOn = (background: string): string =>
  contrastRatio(background, DARK) >= contrastRatio(background, LIGHT) ? DARK : LIGHT;
