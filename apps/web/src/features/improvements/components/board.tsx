import type { BoardQuery, Recommendation, RecommendationStatus } from '@ergo/contracts';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { Modal, SimpleGrid, VisuallyHidden } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BeforeAfterPanel, BOARD_COLUMNS } from '../../recommendations';
import { useMoveCard } from '../hooks/use-move-card';
import { boardAnnouncements, boardInstructions } from '../lib/announcements';
import { groupByStatus, isBoardColumn, type PriorityFilter } from '../lib/board';
import { columnCollision, columnCoordinates } from '../lib/keyboard-columns';
import { BoardColumn } from './board-column';
import { CardPreview, RecommendationCard } from './recommendation-card';

/**
 * The three columns of a task's recommendations. A card moves by dragging (mouse, touch after a
 * long press, or the keyboard: Space, arrows, Space) or from its menu; the move is shown at once
 * and saved (see useMoveCard).
 */
export function Board({
  recommendations,
  priority,
  filters,
}: {
  recommendations: readonly Recommendation[];
  priority: PriorityFilter;
  filters: BoardQuery;
}) {
  const { t } = useTranslation();
  const move = useMoveCard(filters);
  const [dragged, setDragged] = useState<string | null>(null);
  // The card to focus once it is drawn in this column (after a move, or back after a refusal).
  const [focusAfterMove, setFocusAfterMove] = useState<{
    id: string;
    status: RecommendationStatus;
  } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [comparing, setComparing] = useState<{ id: string; opened: boolean } | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );
  const accessibility = useMemo(
    () => ({
      announcements: boardAnnouncements(t),
      screenReaderInstructions: boardInstructions(t),
    }),
    [t],
  );

  const columns = groupByStatus(recommendations, priority);
  const find = (id: string | null) => recommendations.find((item) => item.id === id);
  const clearFocus = useCallback(() => setFocusAfterMove(null), []);

  const moveCard = (recommendation: Recommendation, to: RecommendationStatus) => {
    if (recommendation.status === to) return;
    // The card is drawn anew in the other column: the focus goes with it.
    const { id, status: from } = recommendation;
    setFocusAfterMove({ id, status: to });
    move.mutate({ recommendation, to }, { onError: () => setFocusAfterMove({ id, status: from }) });
  };
  const moveFromMenu = (recommendation: Recommendation, to: RecommendationStatus) => {
    setAnnouncement(
      t('improvements.moved', {
        title: recommendation.title,
        column: t(`recommendations.status.${to}`),
      }),
    );
    moveCard(recommendation, to);
  };
  const onDragStart = ({ active }: DragStartEvent) => setDragged(String(active.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const recommendation = find(String(active.id));
    if (recommendation && over && isBoardColumn(over.id)) moveCard(recommendation, over.id);
  };

  const draggedCard = find(dragged);
  const compared = find(comparing?.id ?? null);
  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={columnCollision}
        accessibility={accessibility}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
      >
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" data-testid="board">
          {BOARD_COLUMNS.map((status) => (
            <BoardColumn
              key={status}
              status={status}
              count={columns[status].length}
              filtered={priority !== 'ALL'}
            >
              {columns[status].map((recommendation) => (
                <RecommendationCard
                  key={recommendation.id}
                  recommendation={recommendation}
                  onMove={moveFromMenu}
                  onCompare={(item) => setComparing({ id: item.id, opened: true })}
                  focusOnMount={
                    focusAfterMove?.id === recommendation.id &&
                    focusAfterMove.status === recommendation.status
                  }
                  onFocused={clearFocus}
                />
              ))}
            </BoardColumn>
          ))}
        </SimpleGrid>
        {/* No drop animation: the card is already in its new column when the overlay goes. */}
        <DragOverlay dropAnimation={null}>
          {draggedCard ? <CardPreview recommendation={draggedCard} /> : null}
        </DragOverlay>
      </DndContext>
      <VisuallyHidden role="status" aria-live="polite" data-testid="board-status">
        {announcement}
      </VisuallyHidden>
      <Modal
        opened={Boolean(comparing?.opened && compared?.before_after)}
        onClose={() => setComparing((current) => current && { ...current, opened: false })}
        title={compared?.title}
        size="xl"
        closeButtonProps={{ 'aria-label': t('improvements.close') }}
      >
        {compared?.before_after ? (
          <BeforeAfterPanel comparison={compared.before_after} headingOrder={3} />
        ) : null}
      </Modal>
    </>
  );
}
