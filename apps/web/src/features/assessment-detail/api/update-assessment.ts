import { assessmentChangeSchema, assessmentSchema, apiRoutes, pathTo } from '@ergo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { queryKeys } from '../../../lib/query-keys';
import type { DetailAssessment } from './get-assessment';
import { detailKeys } from './keys';

/** One recorded change of GET …/overrides/. */
export type AssessmentChange = z.output<typeof assessmentChangeSchema>;

/** PATCH body of …/update/: corrected fields, inputs and angle overrides (null removes one). */
export interface AssessmentCorrection {
  name?: string;
  employee_name?: string;
  employee_number?: string;
  inputs?: Record<string, unknown>;
  angle_overrides?: Record<string, number | null>;
  /** corrections of single frames: {time: {angle: degrees | null}}; null removes */
  frame_overrides?: Record<string, Record<string, number | null> | null>;
}

/**
 * Saves a correction. The server recomputes and stores the scores; the assessment and every result
 * document are then read again, and the list of changes.
 */
export function useUpdateAssessment(type: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssessmentCorrection) =>
      apiRequest(pathTo(apiRoutes.assessment.update, { type, id }), {
        method: 'PATCH',
        body,
        schema: assessmentSchema,
      }),
    onSuccess: async (assessment: DetailAssessment) => {
      queryClient.setQueryData(detailKeys.assessment(type, id), assessment);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: detailKeys.results(type, id) }),
        queryClient.invalidateQueries({ queryKey: detailKeys.overrides(type, id) }),
        // The lists show the score: they are read again when next shown.
        queryClient.invalidateQueries({
          queryKey: queryKeys.assessments.lists,
          refetchType: 'none',
        }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all, refetchType: 'none' }),
      ]);
    },
  });
}

/** Who changed what and when (GET …/overrides/); null when the server does not offer it. */
export function useOverrideHistory(type: string, id: string, enabled: boolean) {
  return useQuery({
    queryKey: detailKeys.overrides(type, id),
    queryFn: async () => {
      try {
        return await apiRequest(pathTo(apiRoutes.assessment.overrides, { type, id }), {
          schema: z.array(assessmentChangeSchema),
        });
      } catch (error) {
        // A server without the history yet: say so on the screen instead of a toast.
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
  });
}
