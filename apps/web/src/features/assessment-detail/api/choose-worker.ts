import { assessmentSchema, apiRoutes, pathTo } from '@ergo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import type { DetailAssessment } from './get-assessment';
import { detailKeys } from './keys';

/** A point on a person at a time of the video, in the analysed video's pixels. */
export interface WorkerPick {
  time: number;
  x: number;
  y: number;
}

/**
 * POST …/worker/: analyse the video again on another person (no credit). The assessment comes back
 * pending; the detail screen then follows the analysis as after an upload.
 */
export function useChooseWorker(type: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pick: WorkerPick) =>
      apiRequest(pathTo(apiRoutes.assessment.worker, { type, id }), {
        method: 'POST',
        body: pick,
        schema: assessmentSchema,
      }),
    // The assessment is pending now: the screen shows the analysis' progress, and the results are
    // read again when it ends (the analysis notification refreshes the whole detail). Reading them
    // now would only be answered 'not ready yet'.
    onSuccess: (assessment: DetailAssessment) => {
      queryClient.setQueryData(detailKeys.assessment(type, id), assessment);
    },
  });
}
