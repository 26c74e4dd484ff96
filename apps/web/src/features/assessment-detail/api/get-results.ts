import {
  bodyPartDocumentSchema,
  breakpointsDocumentSchema,
  heatMapDocumentSchema,
  kinematicsDocumentSchema,
  lineGraphDocumentSchema,
  poseDocumentSchema,
  scoreDocumentSchema,
  apiRoutes,
  pathTo,
} from '@ergo/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { keypointTriples } from '../lib/skeleton';
import { detailKeys } from './keys';

/*
 * The result documents of GET /operation/{type}/{id}/…, parsed with the result contract the API
 * answers with (@ergo/contracts), so the screen and the server cannot disagree on a field.
 */

/** The result documents read whole, by their route's name. */
type ResultDocumentName = 'score' | 'heatMap' | 'bodyPart' | 'kinematics' | 'breakpoints';

/** One result document; only asked for once the analysis is complete (before that the API answers 409). */
function useResultDocument<T>(
  type: string,
  id: string,
  name: ResultDocumentName,
  schema: z.ZodType<T>,
  enabled: boolean,
) {
  return useQuery({
    queryKey: detailKeys.result(type, id, name),
    queryFn: () => apiRequest(pathTo(apiRoutes.assessment[name], { type, id }), { schema }),
    enabled,
    staleTime: 60_000,
  });
}

export const useScore = (type: string, id: string) =>
  useResultDocument(type, id, 'score', scoreDocumentSchema, true);
export const useHeatMap = (type: string, id: string, enabled: boolean) =>
  useResultDocument(type, id, 'heatMap', heatMapDocumentSchema, enabled);
export const useBodyParts = (type: string, id: string, enabled: boolean) =>
  useResultDocument(type, id, 'bodyPart', bodyPartDocumentSchema, enabled);
export const useKinematics = (type: string, id: string) =>
  useResultDocument(type, id, 'kinematics', kinematicsDocumentSchema, true);
export const useBreakpoints = (type: string, id: string) =>
  useResultDocument(type, id, 'breakpoints', breakpointsDocumentSchema, true);

export function useLineGraph(type: string, id: string, bodyPart: string, enabled: boolean) {
  return useQuery({
    queryKey: detailKeys.result(type, id, 'line-graph', bodyPart),
    queryFn: () =>
      apiRequest(pathTo(apiRoutes.assessment.lineGraph, { type, id }, { body_part: bodyPart }), {
        schema: lineGraphDocumentSchema,
      }),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * Keypoints for the skeleton overlay (GET …/pose/), as [x, y, score] triples. A server without the
 * endpoint answers 404: the player then shows the video without a skeleton.
 */
export function usePose(type: string, id: string, enabled: boolean) {
  return useQuery({
    queryKey: detailKeys.result(type, id, 'pose'),
    queryFn: async () => {
      try {
        const pose = await apiRequest(pathTo(apiRoutes.assessment.pose, { type, id }), {
          schema: poseDocumentSchema,
        });
        return keypointTriples(pose);
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
