/**
 * REBA position boxes from angles (Hignett & McAtamney 2000; scoring-methods.md §1.1). A value on a
 * boundary belongs to the lower box ("0–20°" includes 20). Each returns the box and its rule key.
 */
export function rebaNeckFromAngle(flexion: number, extensionTolerance: number): 1 | 2 {
  if (flexion < -extensionTolerance) return 2; // in extension
  return flexion <= 20 ? 1 : 2;
}

export function rebaTrunkFromAngle(flexion: number, uprightTolerance: number): 1 | 2 | 3 | 4 {
  if (Math.abs(flexion) <= uprightTolerance) return 1;
  if (flexion < 0) return -flexion <= 20 ? 2 : 3;
  if (flexion <= 20) return 2;
  if (flexion <= 60) return 3;
  return 4;
}

export function rebaUpperArmFromAngle(flexion: number): 1 | 2 | 3 | 4 {
  if (flexion < -20) return 2; // > 20° extension
  if (flexion <= 20) return 1;
  if (flexion <= 45) return 2;
  if (flexion <= 90) return 3;
  return 4;
}

export function rebaLowerArmFromAngle(elbowFlexion: number): 1 | 2 {
  return elbowFlexion >= 60 && elbowFlexion <= 100 ? 1 : 2;
}

export function rebaWristFromAngle(flexion: number, bentDeg: number): 1 | 2 {
  return Math.abs(flexion) <= Math.max(15, bentDeg) ? 1 : 2;
}

export function rebaKneeFromAngle(
  kneeFlexion: number,
): 'NONE' | 'BETWEEN_30_AND_60' | 'GREATER_THAN_60' {
  if (kneeFlexion < 30) return 'NONE';
  return kneeFlexion <= 60 ? 'BETWEEN_30_AND_60' : 'GREATER_THAN_60';
}
