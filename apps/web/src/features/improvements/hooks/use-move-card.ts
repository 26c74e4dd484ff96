import {
  recommendationSchema,
  type BoardQuery,
  type Recommendation,
  type RecommendationStatus,
  apiRoutes,
  pathTo,
} from '@ergo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../api/client';
import { notifyError } from '../../../lib/notify';
import { recommendationKeys } from '../../recommendations';
import { withStatus } from '../lib/board';

export interface CardMove {
  recommendation: Recommendation;
  to: RecommendationStatus;
}

const MOVE_KEY = ['recommendations', 'move'] as const;

/**
 * A card's move to another column (PATCH …/update/ with the new status). The card moves at once
 * in the board's cache; if the server refuses, it goes back to its column and a toast says why.
 * Only the moved card is put back, so another card moved meanwhile keeps its place.
 */
export function useMoveCard(filters: BoardQuery) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const key = recommendationKeys.board(filters, i18n.language);
  return useMutation({
    mutationKey: MOVE_KEY,
    mutationFn: ({ recommendation, to }: CardMove) =>
      apiRequest(pathTo(apiRoutes.recommendations.update, { id: recommendation.id }), {
        method: 'PATCH',
        body: { status: to },
        schema: recommendationSchema,
      }),
    onMutate: async ({ recommendation, to }) => {
      // A read in flight would overwrite the move with the old column.
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<Recommendation[]>(key, (list) =>
        withStatus(list, recommendation.id, to),
      );
      return { from: recommendation.status };
    },
    onError: (error, { recommendation }, context) => {
      const from = context?.from ?? recommendation.status;
      queryClient.setQueryData<Recommendation[]>(key, (list) =>
        withStatus(list, recommendation.id, from),
      );
      notifyError(
        `${error.message} ${t('improvements.toast.rolled_back', {
          title: recommendation.title,
          column: t(`recommendations.status.${from}`),
        })}`,
        t('improvements.toast.move_failed'),
      );
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<Recommendation[]>(key, (list) =>
        list?.map((item) => (item.id === saved.id ? saved : item)),
      );
    },
    // Every list of recommendations (this board, an assessment's) is read again once the last
    // of several quick moves has settled, so a read does not undo a move still on its way.
    onSettled: () =>
      queryClient.isMutating({ mutationKey: MOVE_KEY }) === 1
        ? queryClient.invalidateQueries({ queryKey: recommendationKeys.all })
        : undefined,
  });
}
