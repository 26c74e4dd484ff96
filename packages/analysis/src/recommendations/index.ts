export type { Finding, ActionLevel } from './findings';
export {
  findingsOf,
  isSuggestionOf,
  nextSuggestion,
  priorityOf,
  proposalOf,
  proposeRecommendations,
  PROPOSED_SUGGESTIONS,
  type Evidence,
} from './propose';
export { renderMeasured } from './render-measured';
