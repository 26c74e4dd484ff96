/** RULA position boxes from angles (McAtamney & Corlett 1993; scoring-methods.md §2.1). Boundaries go to the lower box. */
export {
  rebaUpperArmFromAngle as rulaUpperArmFromAngle,
  rebaLowerArmFromAngle as rulaLowerArmFromAngle,
} from '../reba/angle-rules';

export function rulaNeckFromAngle(flexion: number, extensionTolerance: number): 1 | 2 | 3 | 4 {
  if (flexion < -extensionTolerance) return 4; // in extension
  if (flexion <= 10) return 1;
  if (flexion <= 20) return 2;
  return 3;
}

/** Trunk extension beyond the upright tolerance is scored 2 (RULA prints no extension box; common convention). */
export function rulaTrunkFromAngle(flexion: number, uprightTolerance: number): 1 | 2 | 3 | 4 {
  if (Math.abs(flexion) <= uprightTolerance) return 1;
  if (flexion < 0) return 2;
  if (flexion <= 20) return 2;
  if (flexion <= 60) return 3;
  return 4;
}

export function rulaWristFromAngle(
  flexion: number,
  neutralDeg: number,
  bentDeg: number,
): 1 | 2 | 3 {
  const a = Math.abs(flexion);
  if (a <= neutralDeg) return 1;
  return a <= Math.max(15, bentDeg) ? 2 : 3;
}
