/** Output size for ffmpeg's scale filter: longest side <= maxSide, aspect kept, even numbers (yuv-safe). */
export function scaledSize(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } {
  const factor = Math.min(1, maxSide / Math.max(width, height));
  const even = (v: number): number => Math.max(2, 2 * Math.round((v * factor) / 2));
  return { width: even(width), height: even(height) };
}
