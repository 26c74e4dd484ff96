import { DEG } from './vec';

export type CameraView = 'front' | 'back' | 'side' | 'oblique' | 'unknown';

export interface CameraViewEstimate {
  view: CameraView;
  /** circular mean of the per-frame pelvis yaw, degrees (0 = facing the camera, +-180 = back) */
  yawDegrees: number | null;
  /** circular spread 0..1 (0 = constant yaw; near 1 = the person turns around a lot) */
  spread: number | null;
  /** true when the view hides flexion toward/away from the camera: tell the user (pitfall 1) */
  warnFrontBack: boolean;
}

/** Classifies a video's camera direction from the per-frame pelvis yaws (nulls ignored). */
export function estimateCameraView(yaws: readonly (number | null)[]): CameraViewEstimate {
  let sx = 0;
  let sy = 0;
  let n = 0;
  for (const y of yaws) {
    if (y === null || !Number.isFinite(y)) continue;
    sx += Math.cos(y / DEG);
    sy += Math.sin(y / DEG);
    n++;
  }
  if (n === 0) return { view: 'unknown', yawDegrees: null, spread: null, warnFrontBack: false };
  const r = Math.hypot(sx, sy) / n;
  const yaw = Math.atan2(sy, sx) * DEG;
  const a = Math.abs(yaw);
  const view: CameraView =
    a <= 30 ? 'front' : a >= 150 ? 'back' : a >= 60 && a <= 120 ? 'side' : 'oblique';
  return {
    view,
    yawDegrees: Math.round(yaw * 10) / 10,
    spread: Math.round((1 - r) * 1000) / 1000,
    warnFrontBack: view === 'front' || view === 'back',
  };
}
