import {
  KeyboardCode,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { BOARD_COLUMNS } from '../../recommendations';
import { isBoardColumn } from './board';

const FORWARD: readonly string[] = [KeyboardCode.Right, KeyboardCode.Down];
const BACKWARD: readonly string[] = [KeyboardCode.Left, KeyboardCode.Up];

/**
 * Arrow keys move a picked-up card one column at a time (dnd-kit's default moves it 25 px per
 * press). Right and Down go to the next column, Left and Up to the previous one, so the keys work
 * whether the columns stand side by side or, on a phone, one above the other. The card is placed
 * with its centre near the top of the column, which stays inside the column however long it is.
 */
export const columnCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = FORWARD.includes(event.code) ? 1 : BACKWARD.includes(event.code) ? -1 : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const { active, over, droppableRects, collisionRect } = context;
  const dragged = active?.data.current as { status?: string } | undefined;
  // The column the card is drawn over now: `over` is updated a render later, so two quick presses
  // would otherwise both start from the first column.
  const centre = collisionRect && {
    x: collisionRect.left + collisionRect.width / 2,
    y: collisionRect.top + collisionRect.height / 2,
  };
  const holding = centre
    ? BOARD_COLUMNS.find((column) => {
        const rect = droppableRects.get(column);
        return (
          rect &&
          centre.x >= rect.left &&
          centre.x <= rect.right &&
          centre.y >= rect.top &&
          centre.y <= rect.bottom
        );
      })
    : undefined;
  const current = holding ?? over?.id ?? dragged?.status;
  if (!isBoardColumn(current) || !collisionRect) return undefined;
  const target = BOARD_COLUMNS[BOARD_COLUMNS.indexOf(current) + step];
  const rect = target ? droppableRects.get(target) : undefined;
  if (!rect) return undefined;
  const centreY = rect.top + Math.min(rect.height / 2, collisionRect.height / 2 + 48);
  return {
    x: rect.left + rect.width / 2 - collisionRect.width / 2,
    y: centreY - collisionRect.height / 2,
  };
};

/**
 * The column under the pointer (mouse, touch); without a pointer (keyboard), the column that holds
 * the centre of the dragged card, else the one it overlaps most.
 */
export const columnCollision: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  if (underPointer.length > 0) return underPointer;
  const { collisionRect, droppableRects, droppableContainers } = args;
  const x = collisionRect.left + collisionRect.width / 2;
  const y = collisionRect.top + collisionRect.height / 2;
  const holding = droppableContainers.filter((container) => {
    const rect = droppableRects.get(container.id);
    return rect && x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;
  });
  if (holding.length > 0)
    return holding.map((container) => ({
      id: container.id,
      data: { droppableContainer: container, value: 0 },
    }));
  return rectIntersection(args);
};
