import { QEC_EXPOSURES, type QecResultDocument } from '@ergo/contracts';
import { QEC_ITEM_LETTERS, QEC_LEVEL_LIMITS } from '@ergo/ergonomics';

export type Exposure = (typeof QEC_EXPOSURES)[number];
export { QEC_EXPOSURES };

/** The body regions of QEC (the rest are driving, vibration, work pace and stress). */
export const QEC_BODY_EXPOSURES = ['back', 'shoulder_arm', 'wrist_hand', 'neck'] as const;

export interface ExposureScale {
  min: number;
  max: number;
  /** upper limits of low, moderate and high (SPEC §9, half-open bands) */
  limits: readonly [number, number, number];
}

// Source: SPEC §9 "QEC part score bands": the lowest and highest score of each part; the limits
// between its bands are the scorer's own (QEC_LEVEL_LIMITS).
const scale = (min: number, max: number, limits: readonly [number, number, number]) => ({
  min,
  max,
  limits,
});
const SCALES = {
  back_static: scale(8, 40, QEC_LEVEL_LIMITS.back_static),
  back_moving: scale(10, 57, QEC_LEVEL_LIMITS.back_moving),
  shoulder_arm: scale(10, 57, QEC_LEVEL_LIMITS.shoulder_arm),
  wrist_hand: scale(10, 57, QEC_LEVEL_LIMITS.wrist_hand),
  neck: scale(4, 20, QEC_LEVEL_LIMITS.neck),
  other: scale(1, 20, QEC_LEVEL_LIMITS.other),
} satisfies Record<string, ExposureScale>;

/** The scale an exposure score is read against; the back's depends on whether the task is static. */
export function scaleOf(exposure: Exposure, backTask: 'STATIC' | 'MOVING'): ExposureScale {
  switch (exposure) {
    case 'back':
      return backTask === 'STATIC' ? SCALES.back_static : SCALES.back_moving;
    case 'shoulder_arm':
    case 'wrist_hand':
    case 'neck':
      return SCALES[exposure];
    default:
      return SCALES.other;
  }
}

const ITEM_OF_LETTER = new Map<string, string>(
  Object.entries(QEC_ITEM_LETTERS)
    .filter(([item]) => item !== 'back_static' && item !== 'back_movement')
    .map(([item, letter]) => [letter, item]),
);

/**
 * The items (answers) an exposure score was made from, read from the pair-table cells it summed
 * (`A_H` is back posture with the heaviest weight); an exposure without pairs is its own question.
 */
export function itemsOf(exposure: Exposure, result: QecResultDocument): string[] {
  const pairs = Object.keys(result.exposures[exposure].pairs);
  if (pairs.length === 0) return [exposure];
  const items: string[] = [];
  for (const pair of pairs)
    for (const letter of pair.split('_')) {
      const item =
        letter === 'B'
          ? result.back_task === 'STATIC'
            ? 'back_static'
            : 'back_movement'
          : ITEM_OF_LETTER.get(letter);
      if (item && !items.includes(item)) items.push(item);
    }
  return items;
}

/** The letter of an item on the QEC form ('A', 'H', …). */
export const letterOf = (item: string): string | undefined =>
  (QEC_ITEM_LETTERS as Record<string, string>)[item];
