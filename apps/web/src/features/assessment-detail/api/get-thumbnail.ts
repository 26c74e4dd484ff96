import { apiRoutes, pathTo } from '@ergo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { detailKeys } from './keys';

/**
 * A thumbnail as an object URL: an <img> cannot send the bearer token, so the image is fetched with
 * the API client. `null` when the server has none (404 'Thumbnail not available').
 */
export function useThumbnail(type: string, id: string, time: number | null, enabled: boolean) {
  const query = useQuery({
    queryKey: detailKeys.result(type, id, 'thumbnail', time === null ? 'final' : String(time)),
    queryFn: async () => {
      const path = pathTo(
        apiRoutes.assessment.thumbnail,
        { type, id },
        { time: time ?? undefined },
      );
      try {
        return await apiRequest<Blob>(path, { responseType: 'blob' });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string | null>(null);
  const blob = query.data;
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return {
    url,
    missing: query.isSuccess && blob === null,
    isPending: query.isPending && enabled,
    isError: query.isError,
  };
}
