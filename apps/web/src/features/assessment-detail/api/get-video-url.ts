import { signedUrlSchema, apiRoutes, pathTo } from '@ergo/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { detailKeys } from './keys';

/** Renew the signed link this long before it expires (links live 15 minutes). */
const RENEW_BEFORE_MS = 60_000;

/**
 * The signed playback link (GET …/url/): the <video> element cannot send the bearer token. Renewed
 * before it expires; the player keeps its position when the source changes.
 */
export function useVideoUrl(type: string, id: string, enabled: boolean) {
  return useQuery({
    queryKey: detailKeys.videoUrl(type, id),
    queryFn: () =>
      apiRequest(pathTo(apiRoutes.assessment.videoUrl, { type, id }), { schema: signedUrlSchema }),
    enabled,
    staleTime: Infinity,
    refetchInterval: (query) => {
      const expires = query.state.data ? Date.parse(query.state.data.expires_at) : NaN;
      if (!Number.isFinite(expires)) return false;
      return Math.max(5_000, expires - Date.now() - RENEW_BEFORE_MS);
    },
  });
}
