import type { RecommendationPriority, RecommendationStatus } from '@ergo/contracts';

/** The board's columns in SPEC §2 order. */
export const BOARD_COLUMNS: readonly RecommendationStatus[] = ['TODO', 'IN_PROGRESS', 'COMPLETED'];

/** A priority's colour and icon-free label key; the label always shows (colour is never alone). */
export const PRIORITY_COLOURS: Readonly<Record<RecommendationPriority, string>> = {
  IMMEDIATE: 'red.9',
  SOON: 'orange.9',
  PLANNED: 'blue.9',
};
