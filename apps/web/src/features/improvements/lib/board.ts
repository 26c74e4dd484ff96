import type { Recommendation, RecommendationPriority, RecommendationStatus } from '@ergo/contracts';
import { BOARD_COLUMNS } from '../../recommendations';

/** The priority filter: every card, or one priority. */
export const PRIORITY_FILTERS = ['ALL', 'IMMEDIATE', 'SOON', 'PLANNED'] as const;
export type PriorityFilter = (typeof PRIORITY_FILTERS)[number];

export const isPriorityFilter = (value: string): value is PriorityFilter =>
  (PRIORITY_FILTERS as readonly string[]).includes(value);

export const isBoardColumn = (value: unknown): value is RecommendationStatus =>
  typeof value === 'string' && (BOARD_COLUMNS as readonly string[]).includes(value);

/** The cards of each column, in the order the API serves them, kept to the priority filter. */
export function groupByStatus(
  recommendations: readonly Recommendation[],
  priority: PriorityFilter,
): Record<RecommendationStatus, Recommendation[]> {
  const columns: Record<RecommendationStatus, Recommendation[]> = {
    TODO: [],
    IN_PROGRESS: [],
    COMPLETED: [],
  };
  for (const recommendation of recommendations) {
    if (priority !== 'ALL' && recommendation.priority !== priority) continue;
    columns[recommendation.status].push(recommendation);
  }
  return columns;
}

/** How many cards of each priority the task has (the filter's labels show it). */
export function countByPriority(
  recommendations: readonly Recommendation[],
): Record<PriorityFilter, number> {
  const counts: Record<PriorityFilter, number> = { ALL: 0, IMMEDIATE: 0, SOON: 0, PLANNED: 0 };
  for (const { priority } of recommendations) {
    counts.ALL += 1;
    counts[priority satisfies RecommendationPriority] += 1;
  }
  return counts;
}

/** The list with one card's status changed (the optimistic move and its rollback). */
export function withStatus(
  recommendations: readonly Recommendation[] | undefined,
  id: string,
  status: RecommendationStatus,
): Recommendation[] | undefined {
  return recommendations?.map((item) => (item.id === id ? { ...item, status } : item));
}
