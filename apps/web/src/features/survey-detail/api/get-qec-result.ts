import { qecResultSchema, type QecResultDocument, apiRoutes, pathTo } from '@ergo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { surveyKeys } from './keys';

/** A QEC's result, or why there is none yet (409: the observer part or the workers' answers missing). */
export type QecResultState =
  { ready: true; result: QecResultDocument } | { ready: false; messages: string[] };

/** GET /operation/qec/{id}/result/[?worker=]: all workers combined, or one worker's answers. */
export async function getQecResult(id: string, worker: string | null): Promise<QecResultState> {
  try {
    const result = await apiRequest(
      pathTo(apiRoutes.qec.result, { id }, { worker: worker ?? undefined }),
      {
        schema: qecResultSchema,
      },
    );
    return { ready: true, result };
  } catch (error) {
    // Not a failure of the screen: it says what is still missing.
    if (error instanceof ApiError && error.status === 409)
      return { ready: false, messages: error.errors.map((item) => item.message) };
    throw error;
  }
}

/** Asked only once both parts exist; keeps the shown result while another worker's is read. */
export function useQecResult(id: string, worker: string | null, answers: number, enabled: boolean) {
  return useQuery({
    queryKey: surveyKeys.qecResult(id, worker, answers),
    queryFn: () => getQecResult(id, worker),
    enabled,
    placeholderData: keepPreviousData,
  });
}
