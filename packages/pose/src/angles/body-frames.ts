import { cross, mid, reject, sub, unit, vec, type Vec3 } from './vec';

/**
 * Camera "up" in BlazePose world coordinates (x right, y down, z away from the camera). It is the
 * camera's vertical, not gravity's: a tilted camera tilts every "from vertical" angle (pitfall 2).
 */
export const CAMERA_UP: Vec3 = vec(0, -1, 0);

/** Orthonormal body axes. `lateral` points to the person's left, `forward` out of their chest. */
export interface BodyFrame {
  origin: Vec3;
  lateral: Vec3;
  up: Vec3;
  forward: Vec3;
}

/**
 * Pelvis frame: lateral = right hip -> left hip made horizontal, up = camera vertical,
 * forward = lateral x up. Vertical stays the camera's so trunk flexion is "from vertical" as REBA
 * asks, while the sagittal plane follows the body instead of the camera.
 */
export function pelvisFrame(leftHip: Vec3, rightHip: Vec3, up: Vec3 = CAMERA_UP): BodyFrame | null {
  const lateral = unit(reject(sub(leftHip, rightHip), up));
  if (!lateral) return null;
  return { origin: mid(leftHip, rightHip), lateral, up, forward: cross(lateral, up) };
}

/** Thorax frame: up = mid-hip -> mid-shoulder, lateral = shoulder line orthogonalised to it. */
export function thoraxFrame(
  leftShoulder: Vec3,
  rightShoulder: Vec3,
  leftHip: Vec3,
  rightHip: Vec3,
): BodyFrame | null {
  const origin = mid(leftShoulder, rightShoulder);
  const up = unit(sub(origin, mid(leftHip, rightHip)));
  if (!up) return null;
  const lateral = unit(reject(sub(leftShoulder, rightShoulder), up));
  if (!lateral) return null;
  return { origin, lateral, up, forward: cross(lateral, up) };
}
