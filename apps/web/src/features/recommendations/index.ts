export { RecommendationsAndNotes } from './components/recommendations-and-notes';
export type { RecommendationTarget } from './components/recommendations-section';
export { BeforeAfterPanel } from './components/before-after-panel';
