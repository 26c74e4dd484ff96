/** An axis-aligned box in source-video pixels. */
export interface PersonBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export const boxWidth = (b: PersonBox): number => Math.max(0, b.x1 - b.x0);
export const boxHeight = (b: PersonBox): number => Math.max(0, b.y1 - b.y0);
export const boxArea = (b: PersonBox): number => boxWidth(b) * boxHeight(b);
export const boxCentre = (b: PersonBox): [number, number] => [(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2];

export function intersectionOverUnion(a: PersonBox, b: PersonBox): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (w <= 0 || h <= 0) return 0;
  const inter = w * h;
  return inter / (boxArea(a) + boxArea(b) - inter);
}

/** The box grown by `share` of its own size on every side. */
export function grow(b: PersonBox, share: number): PersonBox {
  const dx = boxWidth(b) * share;
  const dy = boxHeight(b) * share;
  return { x0: b.x0 - dx, y0: b.y0 - dy, x1: b.x1 + dx, y1: b.y1 + dy };
}

export const contains = (b: PersonBox, x: number, y: number): boolean =>
  x >= b.x0 && x <= b.x1 && y >= b.y0 && y <= b.y1;

/** Linear blend of two boxes (t = 0 gives a, 1 gives b). */
export function lerpBox(a: PersonBox, b: PersonBox, t: number): PersonBox {
  const mix = (p: number, q: number) => p + (q - p) * t;
  return { x0: mix(a.x0, b.x0), y0: mix(a.y0, b.y0), x1: mix(a.x1, b.x1), y1: mix(a.y1, b.y1) };
}

/** The box around the points whose score reaches `minScore` ([x, y, score] triples); null if < 3. */
export function boxOfPoints(
  points: ArrayLike<number>,
  stride: number,
  minScore: number,
  indices?: readonly number[],
): PersonBox | null {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  let n = 0;
  const count = Math.floor(points.length / stride);
  for (const i of indices ?? Array.from({ length: count }, (_, k) => k)) {
    const x = points[i * stride] ?? NaN;
    const y = points[i * stride + 1] ?? NaN;
    const s = points[i * stride + 2] ?? 0;
    if (!(s >= minScore) || !Number.isFinite(x) || !Number.isFinite(y)) continue;
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
    n++;
  }
  return n >= 3 ? { x0, y0, x1, y1 } : null;
}
