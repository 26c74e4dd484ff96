// The recommendations' public surface: the detail screens' section, the before/after comparison,
// and what the improvement board shows of a recommendation and reads of its queries.
export { RecommendationsAndNotes } from './components/recommendations-and-notes';
export type { RecommendationTarget } from './components/recommendations-section';
export { BeforeAfterPanel } from './components/before-after-panel';
export { PriorityBadge } from './components/priority-badge';
export { ByHandMark, TypedMark } from './components/typed-mark';
export { BOARD_COLUMNS } from './lib/labels';
export { recommendationKeys } from './api/keys';
export { useBoard } from './api/recommendations';
