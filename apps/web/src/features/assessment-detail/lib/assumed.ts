/**
 * What the scorer took for granted because the camera could not see it (the `assumed` list of the
 * representative posture): keys like `neck_twist`, `foot_height_difference` or, for one arm,
 * `left.wrist_flexion`; a part out of the picture (`neck_flexion`, `knee_flexion`, …) too. Each becomes a phrase saying what was assumed, in the reader's language.
 */
const ASSUMED_ITEMS = new Set([
  'neck_flexion',
  'upper_arm_flexion',
  'elbow_flexion',
  'knee_flexion',
  'neck_twist',
  'neck_side_bend',
  'trunk_twist',
  'trunk_side_bend',
  'upper_arm_abduction',
  'shoulder_elevation',
  'wrist_deviation',
  'wrist_flexion',
  'wrist_twist',
  'foot_height_difference',
  'armrest_too_wide',
  'lumbar_support',
  'monitor_neck_twist',
  'keyboard_wrist_deviation',
  'keyboard_too_high',
]);

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One assumed key as a phrase; an unknown key is shown as it is rather than hidden. */
export function assumedLabel(t: Translate, key: string): string {
  const [first, second] = key.split('.');
  const side = second !== undefined && (first === 'left' || first === 'right') ? first : null;
  const item = side ? second : key;
  if (!item || !ASSUMED_ITEMS.has(item)) return key;
  return t(`assessmentDetail.frames.assumed_items.${item}`, {
    side: side ? t(`assessmentDetail.frames.sides.${side}`) : '',
  }).trim();
}

/** The whole list, without repeats, in the order the scorer reported it. */
export function assumedLabels(t: Translate, keys: readonly string[]): string[] {
  return [...new Set(keys.map((k) => assumedLabel(t, k)))];
}
