import type { Active, Announcements, Over, ScreenReaderInstructions } from '@dnd-kit/core';
import type { TFunction } from 'i18next';
import { isBoardColumn } from './board';

/** What a card carries while it is dragged (read back by the announcements). */
export interface CardDragData {
  title: string;
  status: string;
}

const titleOf = (active: Active) =>
  (active.data.current as CardDragData | undefined)?.title ?? String(active.id);

/** A column's name from its id, in the user's language. */
function columnName(t: TFunction, id: unknown): string {
  return isBoardColumn(id) ? t(`recommendations.status.${id}`) : '';
}

const statusOf = (active: Active) => (active.data.current as CardDragData | undefined)?.status;

/**
 * What a screen reader hears while a card is moved with the keyboard or the mouse: picked up from
 * a column, over a column, dropped in it, or put back (dnd-kit's own texts are in English only).
 */
export function boardAnnouncements(t: TFunction): Announcements {
  const over = (active: Active, target: Over | null) =>
    target
      ? t('improvements.dnd.over', { title: titleOf(active), column: columnName(t, target.id) })
      : t('improvements.dnd.not_over', { title: titleOf(active) });
  return {
    onDragStart: ({ active }) =>
      t('improvements.dnd.picked_up', {
        title: titleOf(active),
        column: columnName(t, statusOf(active)),
      }),
    onDragMove: () => undefined,
    onDragOver: ({ active, over: target }) => over(active, target),
    onDragEnd: ({ active, over: target }) => {
      const from = statusOf(active);
      if (!target || target.id === from)
        return t('improvements.dnd.stays', {
          title: titleOf(active),
          column: columnName(t, from),
        });
      return t('improvements.moved', {
        title: titleOf(active),
        column: columnName(t, target.id),
      });
    },
    onDragCancel: ({ active }) =>
      t('improvements.dnd.cancelled', {
        title: titleOf(active),
        column: columnName(t, statusOf(active)),
      }),
  };
}

export const boardInstructions = (t: TFunction): ScreenReaderInstructions => ({
  draggable: t('improvements.dnd.instructions'),
});
