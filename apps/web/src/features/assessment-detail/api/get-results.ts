import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { assessmentPath, detailKeys } from './keys';
import {
  bodyPartsSchema,
  breakpointsSchema,
  heatMapSchema,
  kinematicsSchema,
  lineGraphSchema,
  poseSchema,
  scoreResultSchema,
} from './schemas';

/** One result document; only asked for once the analysis is complete (before that the API answers 409). */
function useResultDocument<T>(
  type: string,
  id: string,
  name: string,
  schema: z.ZodType<T>,
  enabled: boolean,
) {
  return useQuery({
    queryKey: detailKeys.result(type, id, name),
    queryFn: () => apiRequest(`${assessmentPath(type, id)}/${name}/`, { schema }),
    enabled,
    staleTime: 60_000,
  });
}

export const useScore = (type: string, id: string) =>
  useResultDocument(type, id, 'score', scoreResultSchema, true);
export const useHeatMap = (type: string, id: string, enabled: boolean) =>
  useResultDocument(type, id, 'heat-map', heatMapSchema, enabled);
export const useBodyParts = (type: string, id: string, enabled: boolean) =>
  useResultDocument(type, id, 'body-part', bodyPartsSchema, enabled);
export const useKinematics = (type: string, id: string) =>
  useResultDocument(type, id, 'kinematics', kinematicsSchema, true);
export const useBreakpoints = (type: string, id: string) =>
  useResultDocument(type, id, 'breakpoints', breakpointsSchema, true);

export function useLineGraph(type: string, id: string, bodyPart: string, enabled: boolean) {
  return useQuery({
    queryKey: detailKeys.result(type, id, 'line-graph', bodyPart),
    queryFn: () =>
      apiRequest(
        `${assessmentPath(type, id)}/line-graph/?body_part=${encodeURIComponent(bodyPart)}`,
        { schema: lineGraphSchema },
      ),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * Keypoints for the skeleton overlay (GET …/pose/). A server without the endpoint answers 404:
 * the player then shows the video without a skeleton.
 */
export function usePose(type: string, id: string, enabled: boolean) {
  return useQuery({
    queryKey: detailKeys.result(type, id, 'pose'),
    queryFn: async () => {
      try {
        return await apiRequest(`${assessmentPath(type, id)}/pose/`, { schema: poseSchema });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
    staleTime: Infinity,
    meta: { silent: true },
  });
}
