import {
  type CorrectionPreview,
  correctionPreviewSchema,
  apiRoutes,
  pathTo,
} from '@ergo/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { detailKeys } from './keys';
import type { AssessmentCorrection } from './update-assessment';

/** The server's answer to a preview: the score saving would store, or why it refuses the values. */
export type PreviewAnswer = { preview: CorrectionPreview } | { refused: string[] };

/**
 * POST …/preview/: the dry run of saving `body` (the PATCH …/update/ body), recomputed by the
 * server over the whole video the way saving recomputes it; nothing is stored. Off while `body` is
 * null. The same body previews the same until the results change: saving invalidates them.
 */
export function usePreviewCorrection(type: string, id: string, body: AssessmentCorrection | null) {
  return useQuery({
    queryKey: detailKeys.preview(type, id, body),
    queryFn: async ({ signal }): Promise<PreviewAnswer> => {
      try {
        const preview = await apiRequest(pathTo(apiRoutes.assessment.preview, { type, id }), {
          method: 'POST',
          body,
          schema: correctionPreviewSchema,
          signal,
        });
        return { preview };
      } catch (error) {
        // Values the server refuses (an angle out of range, a posture it cannot score) are said
        // beside the form, not as a toast; a server or network failure is an error.
        if (error instanceof ApiError && (error.status === 400 || error.status === 409))
          return { refused: error.errors.map((e) => e.message) };
        throw error;
      }
    },
    enabled: body !== null,
    staleTime: Infinity,
    gcTime: 60_000,
  });
}
