type Translate = (key: string, options?: Record<string, string>) => string;

/** An angle key as the user reads it: 'left_knee_flexion' → 'Knee flexion (left)'. */
export function angleLabel(t: Translate, key: string): string {
  const sided = /^(left|right)_(.+)$/.exec(key);
  const motion = t(`charts.motions.${sided?.[2] ?? key}`);
  return sided?.[1]
    ? t('charts.joint_side', { motion, side: t(`charts.sides.${sided[1]}`) })
    : motion;
}
