import {
  assessmentSchema,
  pagedSchema,
  nextSuggestionSchema,
  proposalSchema,
  recommendationSchema,
  suggestionSchema,
  type BoardQuery,
  type ControlType,
  type Proposal,
  type Recommendation,
  type RecommendationStatus,
  apiRoutes,
  pathTo,
} from '@ergo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { currentLanguage } from '../../../i18n';
import { queryKeys } from '../../../lib/query-keys';
import { recommendationKeys } from './keys';

const list = z.array(recommendationSchema);

/**
 * The board: the organization's recommendations, filtered (GET /operation/recommendations/), their
 * catalogue texts in the user's language.
 */
export function useBoard(filters: BoardQuery, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: recommendationKeys.board(filters, i18n.language),
    queryFn: () =>
      apiRequest(pathTo(apiRoutes.recommendations.board, {}, filters), { schema: list }),
    enabled,
  });
}

/** An assessment's kept recommendations, their catalogue texts in the user's language. */
export function useAssessmentRecommendations(type: string, id: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: recommendationKeys.ofAssessment(type, id, i18n.language),
    queryFn: () =>
      apiRequest(pathTo(apiRoutes.recommendations.list, { type, id }), { schema: list }),
  });
}

/** The catalogue's proposals for the assessment as it stands, in the user's language. */
export function useRecommendationSample(type: string, id: string, enabled: boolean) {
  const language = currentLanguage();
  return useQuery({
    queryKey: recommendationKeys.sample(type, id, language),
    queryFn: () =>
      apiRequest(pathTo(apiRoutes.recommendations.starters, { type, id }), {
        schema: z.array(proposalSchema),
      }),
    enabled,
  });
}

/** What a kept proposal or a hand-written recommendation sends. */
export type RecommendationDraft = Omit<Proposal, 'kept' | 'sources' | 'factor_key'> & {
  factor_key?: string | null;
  owner?: string;
  due_date?: string | null;
};

/** After any change: every recommendation list, and the proposals' `kept` marks. */
function useRefresh(type?: string, id?: string) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: recommendationKeys.all });
    if (type && id)
      await queryClient.invalidateQueries({
        queryKey: recommendationKeys.sample(type, id, currentLanguage()),
      });
  };
}

export function useCreateRecommendation(type: string, id: string) {
  const refresh = useRefresh(type, id);
  return useMutation({
    mutationFn: (draft: RecommendationDraft) =>
      apiRequest(pathTo(apiRoutes.recommendations.create, { type, id }), {
        method: 'POST',
        body: draft,
        schema: recommendationSchema,
      }),
    onSuccess: refresh,
  });
}

export interface RecommendationChange {
  title?: string;
  risk_factor?: string;
  measured?: string;
  priority?: Recommendation['priority'];
  timeframe?: string;
  action_points?: string[];
  owner?: string;
  due_date?: string | null;
  status?: RecommendationStatus;
  follow_up_assessment?: string | null;
}

export function useUpdateRecommendation(type?: string, id?: string) {
  const refresh = useRefresh(type, id);
  return useMutation({
    mutationFn: ({
      recommendation,
      change,
    }: {
      recommendation: string;
      change: RecommendationChange;
    }) =>
      apiRequest(pathTo(apiRoutes.recommendations.update, { id: recommendation }), {
        method: 'PATCH',
        body: change,
        schema: recommendationSchema,
      }),
    onSettled: refresh,
  });
}

export function useDeleteRecommendation(type?: string, id?: string) {
  const refresh = useRefresh(type, id);
  return useMutation({
    mutationFn: (recommendation: string) =>
      apiRequest(pathTo(apiRoutes.recommendations.delete, { id: recommendation }), {
        method: 'DELETE',
      }),
    onSuccess: refresh,
  });
}

/** Suggestions: create appends, update and delete change in place (SPEC §4). */
export function useSuggestionMutations() {
  const refresh = useRefresh();
  const create = useMutation({
    mutationFn: ({
      recommendation,
      ...body
    }: {
      recommendation: string;
      text: string;
      control_type: ControlType;
      catalogue_key?: string | null;
    }) =>
      apiRequest(pathTo(apiRoutes.recommendations.suggest, { id: recommendation }), {
        method: 'POST',
        body,
        schema: suggestionSchema,
      }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({
      suggestion,
      text,
      control_type,
    }: {
      suggestion: string;
      text: string;
      control_type: ControlType;
    }) =>
      apiRequest(pathTo(apiRoutes.recommendations.updateSuggestion, { id: suggestion }), {
        method: 'PATCH',
        body: { text, control_type },
        schema: suggestionSchema,
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (suggestion: string) =>
      apiRequest(pathTo(apiRoutes.recommendations.deleteSuggestion, { id: suggestion }), {
        method: 'DELETE',
      }),
    onSuccess: refresh,
  });
  return { create, update, remove };
}

/** "Suggest another": the catalogue's next option for a recommendation, nothing saved. */
export function useSuggestAnother() {
  return useMutation({
    mutationFn: (body: { recommendation: string; skip: string[] }) =>
      apiRequest(apiRoutes.recommendations.suggestFromAssessment.path, {
        method: 'POST',
        body,
        schema: nextSuggestionSchema,
      }),
  });
}

const pagedAssessments = pagedSchema(assessmentSchema);

/**
 * The assessments that can be a recommendation's follow-up: the same task and method, made after
 * the assessment (the server checks the same rules).
 */
export function useFollowUpCandidates(
  assessment: { id: string; type: string; task: string; created_at: string },
  enabled: boolean,
) {
  return useQuery({
    queryKey: [...queryKeys.assessments.lists, 'follow-ups', assessment.task, assessment.type],
    queryFn: async () => {
      const query = {
        task: assessment.task,
        type: assessment.type,
        ordering: '-created_at',
        page_size: 100,
      };
      const page = await apiRequest(pathTo(apiRoutes.assessments.list, {}, query), {
        schema: pagedAssessments,
      });
      return page.results.filter(
        (candidate) =>
          candidate.id !== assessment.id && candidate.created_at >= assessment.created_at,
      );
    },
    enabled,
  });
}
