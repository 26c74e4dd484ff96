import {
  RECOMMENDATION_STATUSES,
  type RecommendationPriority,
  type RecommendationStatus,
} from '@ergo/contracts';

/** The board's columns in SPEC §2 order. */
export const BOARD_COLUMNS: readonly RecommendationStatus[] = RECOMMENDATION_STATUSES;

/** A priority's colour and icon-free label key; the label always shows (colour is never alone). */
export const PRIORITY_COLOURS: Readonly<Record<RecommendationPriority, string>> = {
  IMMEDIATE: 'red.9',
  SOON: 'orange.9',
  PLANNED: 'blue.9',
};
