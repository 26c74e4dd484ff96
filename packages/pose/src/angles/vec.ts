export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

export const vec = (x: number, y: number, z: number): Vec3 => ({ x, y, z });
export const add = (a: Vec3, b: Vec3): Vec3 => vec(a.x + b.x, a.y + b.y, a.z + b.z);
export const sub = (a: Vec3, b: Vec3): Vec3 => vec(a.x - b.x, a.y - b.y, a.z - b.z);
export const scale = (a: Vec3, s: number): Vec3 => vec(a.x * s, a.y * s, a.z * s);
export const dot = (a: Vec3, b: Vec3): number => a.x * b.x + a.y * b.y + a.z * b.z;
export const cross = (a: Vec3, b: Vec3): Vec3 =>
  vec(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
export const norm = (a: Vec3): number => Math.sqrt(dot(a, a));
export const mid = (a: Vec3, b: Vec3): Vec3 => scale(add(a, b), 0.5);

const EPS = 1e-9;

/** Unit vector, or null when the vector is too short to have a direction. */
export function unit(a: Vec3): Vec3 | null {
  const n = norm(a);
  return n > EPS ? scale(a, 1 / n) : null;
}

/** Component of `a` perpendicular to the unit vector `n`. */
export const reject = (a: Vec3, n: Vec3): Vec3 => sub(a, scale(n, dot(a, n)));

export const DEG = 180 / Math.PI;

/** Unsigned angle between two vectors in degrees (0..180); NaN if either has no length. */
export function angleBetween(a: Vec3, b: Vec3): number {
  const na = norm(a);
  const nb = norm(b);
  if (na < EPS || nb < EPS) return Number.NaN;
  return Math.acos(Math.max(-1, Math.min(1, dot(a, b) / (na * nb)))) * DEG;
}

/** Signed angle of the unit direction `d` leaving the plane with unit normal `n`, degrees (-90..90). */
export function elevationFromPlane(d: Vec3, n: Vec3): number {
  const u = unit(d);
  if (!u) return Number.NaN;
  return Math.asin(Math.max(-1, Math.min(1, dot(u, n)))) * DEG;
}
