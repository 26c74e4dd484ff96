/** A mutable RGB24 image: width * height * 3 bytes, row-major. */
export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

export type Rgb = readonly [number, number, number];

/** Fills a disc (used for joint dots and, stamped along a segment, for thick lines). */
export function fillDisc(img: RgbImage, cx: number, cy: number, r: number, color: Rgb): void {
  const x0 = Math.max(0, Math.floor(cx - r));
  const x1 = Math.min(img.width - 1, Math.ceil(cx + r));
  const y0 = Math.max(0, Math.floor(cy - r));
  const y1 = Math.min(img.height - 1, Math.ceil(cy + r));
  const r2 = r * r;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      if ((x - cx) ** 2 + (y - cy) ** 2 > r2) continue;
      const o = (y * img.width + x) * 3;
      img.data[o] = color[0];
      img.data[o + 1] = color[1];
      img.data[o + 2] = color[2];
    }
  }
}

/** A thick line: discs stamped every half radius from a to b. */
export function drawLine(
  img: RgbImage,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  thickness: number,
  color: Rgb,
): void {
  const r = thickness / 2;
  const len = Math.hypot(bx - ax, by - ay);
  const steps = Math.max(1, Math.ceil(len / Math.max(0.5, r / 2)));
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    fillDisc(img, ax + (bx - ax) * t, ay + (by - ay) * t, r, color);
  }
}

/**
 * Box blur of a rectangle, `passes` times (3 passes approximate a Gaussian). Separable, with a
 * running sum per row/column, so the cost does not grow with the radius.
 */
export function boxBlurRegion(
  img: RgbImage,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  radius: number,
  passes = 3,
): void {
  const xa = Math.max(0, Math.floor(x0));
  const xb = Math.min(img.width - 1, Math.ceil(x1));
  const ya = Math.max(0, Math.floor(y0));
  const yb = Math.min(img.height - 1, Math.ceil(y1));
  if (xb <= xa || yb <= ya || radius < 1) return;
  const w = xb - xa + 1;
  const h = yb - ya + 1;
  const line = new Float32Array(Math.max(w, h) * 3);
  const blur1d = (
    get: (i: number, c: number) => number,
    set: (i: number, c: number, v: number) => void,
    n: number,
  ): void => {
    for (let c = 0; c < 3; c++) {
      for (let i = 0; i < n; i++) line[i * 3 + c] = get(i, c);
      let sum = 0;
      const at = (i: number): number => line[Math.max(0, Math.min(n - 1, i)) * 3 + c] ?? 0;
      for (let k = -radius; k <= radius; k++) sum += at(k);
      for (let i = 0; i < n; i++) {
        set(i, c, sum / (2 * radius + 1));
        sum += at(i + radius + 1) - at(i - radius);
      }
    }
  };
  const d = img.data;
  for (let p = 0; p < passes; p++) {
    for (let y = ya; y <= yb; y++) {
      const row = y * img.width;
      blur1d(
        (i, c) => d[(row + xa + i) * 3 + c] ?? 0,
        (i, c, v) => (d[(row + xa + i) * 3 + c] = v),
        w,
      );
    }
    for (let x = xa; x <= xb; x++) {
      blur1d(
        (i, c) => d[((ya + i) * img.width + x) * 3 + c] ?? 0,
        (i, c, v) => (d[((ya + i) * img.width + x) * 3 + c] = v),
        h,
      );
    }
  }
}
