import type { Recommendation, RecommendationStatus } from '@ergo/contracts';
import { useDraggable } from '@dnd-kit/core';
import { ActionIcon, Anchor, Group, Menu, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  IconArrowRight,
  IconCalendarDue,
  IconClockHour4,
  IconDots,
  IconGripVertical,
  IconUser,
} from '@tabler/icons-react';
import { useEffect, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { methodName } from '../../../components/method-name';
import { RiskBadge } from '../../../components/risk-badge';
import { formatDate } from '../../../lib/dates';
import { BOARD_COLUMNS, ByHandMark, PriorityBadge, TypedMark } from '../../recommendations';
import type { CardDragData } from '../lib/announcements';
import classes from './board.module.css';
import { FollowUpLine } from './follow-up-line';

/** Whether a press starts on one of the card's own controls (a link, the menu), not on the card. */
function startsOnControl(event: SyntheticEvent): boolean {
  const target = event.target as Element;
  // React bubbles events from portals (the menu's dropdown) through the card as well.
  if (!event.currentTarget.contains(target)) return true;
  return target.closest('a, button, input, [role="menuitem"]') !== null;
}

/** Today as YYYY-MM-DD in the user's time zone, to tell an overdue card. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function MoveMenu({
  recommendation,
  onMove,
}: {
  recommendation: Recommendation;
  onMove: (to: RecommendationStatus) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={220}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray.7"
          aria-label={t('improvements.card.actions', { title: recommendation.title })}
          data-testid="card-menu"
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {BOARD_COLUMNS.filter((column) => column !== recommendation.status).map((column) => (
          <Menu.Item
            key={column}
            leftSection={<IconArrowRight size={14} aria-hidden />}
            onClick={() => onMove(column)}
          >
            {t('improvements.card.move_to', { column: t(`recommendations.status.${column}`) })}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The card's drag: the card is the draggable node, mouse and touch start anywhere on it but on its
 * controls, the keyboard on the title's handle; after a move the focus follows the card.
 */
function useCardDrag({
  id,
  data,
  focusOnMount,
  onFocused,
}: {
  id: string;
  data: CardDragData;
  focusOnMount: boolean;
  onFocused: () => void;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id,
    data: data satisfies CardDragData,
    attributes: { roleDescription: t('improvements.dnd.role') },
  });
  const handleRef = useRef<HTMLDivElement>(null);
  const handle = useMergedRef(handleRef, setActivatorNodeRef);

  useEffect(() => {
    if (!focusOnMount) return;
    handleRef.current?.focus();
    onFocused();
  }, [focusOnMount, onFocused]);

  // Mouse and touch start anywhere on the card but on its controls; the keyboard on the handle.
  const { onKeyDown, ...pressListeners } = listeners ?? {};
  const pressHandlers = Object.fromEntries(
    Object.entries(pressListeners).map(([name, handler]) => [
      name,
      (event: SyntheticEvent) => {
        if (!startsOnControl(event)) (handler as (event: SyntheticEvent) => void)(event);
      },
    ]),
  );
  const keyHandler = onKeyDown as ((event: KeyboardEvent) => void) | undefined;
  return {
    setNodeRef,
    isDragging,
    pressHandlers,
    handleProps: { ref: handle, ...attributes, onKeyDown: keyHandler },
  };
}

/** The assessment a card was kept from: its name (a link), its method and its score. */
function CardAssessment({ recommendation }: { recommendation: Recommendation }) {
  const { t } = useTranslation();
  const info = recommendation.assessment_info;
  return (
    <Stack gap={4}>
      <Anchor
        component={Link}
        to={`/assessments/${info.type}/${recommendation.assessment}`}
        size="sm"
        fw={600}
        c="blue.9"
        data-testid="card-assessment"
      >
        <VisuallyHidden>{t('improvements.card.assessment')}: </VisuallyHidden>
        {info.name}
      </Anchor>
      <Group gap={6} wrap="wrap">
        <Text size="xs" c="gray.8" fw={600}>
          {methodName(t, info.type)}
        </Text>
        <RiskBadge
          score={info.score}
          risk={info.risk_level}
          type={info.type}
          coverageSufficient={info.coverage_sufficient}
        />
      </Group>
    </Stack>
  );
}

/** Who owns a card and when it is due; a due date passed on an open card is overdue, in words. */
function OwnerAndDue({ recommendation }: { recommendation: Recommendation }) {
  const { t, i18n } = useTranslation();
  const { owner, due_date: due, status } = recommendation;
  if (!owner && !due) return null;
  const overdue = due !== null && status !== 'COMPLETED' && due < today();
  return (
    <Group gap="md" wrap="wrap">
      {owner ? (
        <Group gap={4} wrap="nowrap" data-testid="card-owner">
          <IconUser size={14} color="var(--mantine-color-gray-7)" aria-hidden />
          <Text size="xs" c="gray.8">
            <VisuallyHidden>{t('improvements.card.owner')}: </VisuallyHidden>
            {owner}
          </Text>
        </Group>
      ) : null}
      {due ? (
        <Group gap={4} wrap="nowrap" data-testid="card-due">
          <IconCalendarDue
            size={14}
            color={`var(--mantine-color-${overdue ? 'red-9' : 'gray-7'})`}
            aria-hidden
          />
          <Text size="xs" c={overdue ? 'red.9' : 'gray.8'} fw={overdue ? 600 : undefined}>
            {t(overdue ? 'improvements.card.overdue' : 'improvements.card.due', {
              date: formatDate(due, i18n.language),
            })}
          </Text>
        </Group>
      ) : null}
    </Group>
  );
}

/**
 * A recommendation on the board. The title row is the drag handle (focusable, named by the title;
 * Space or Enter picks the card up); the whole card can be dragged with the mouse or, after a long
 * press, by touch. The menu moves it without dragging.
 */
export function RecommendationCard({
  recommendation,
  onMove,
  onCompare,
  focusOnMount,
  onFocused,
}: {
  recommendation: Recommendation;
  onMove: (recommendation: Recommendation, to: RecommendationStatus) => void;
  onCompare: (recommendation: Recommendation) => void;
  /** after a move the card is drawn anew in its column; the focus follows it there */
  focusOnMount: boolean;
  onFocused: () => void;
}) {
  const { t } = useTranslation();
  const { id, title, status } = recommendation;
  const { setNodeRef, isDragging, pressHandlers, handleProps } = useCardDrag({
    id,
    data: { title, status },
    focusOnMount,
    onFocused,
  });
  // texts kept from the catalogue come in the reader's language; the marks show what was typed
  const byHand = recommendation.factor_key === null;
  const typed = recommendation.typed;

  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      radius="md"
      p="sm"
      shadow="xs"
      className={classes.card}
      data-testid="board-card"
      data-id={id}
      data-status={status}
      data-dragging={isDragging || undefined}
      {...pressHandlers}
    >
      <Stack gap={8}>
        <Group gap={4} wrap="nowrap" align="flex-start" justify="space-between">
          <div {...handleProps} className={classes.handle} data-testid="card-handle">
            <IconGripVertical size={16} className={classes.grip} aria-hidden />
            <Text fw={600} size="sm" lh={1.35} c="dark.9">
              {title}
            </Text>
          </div>
          <MoveMenu recommendation={recommendation} onMove={(to) => onMove(recommendation, to)} />
        </Group>

        <Group gap={8} wrap="wrap">
          <PriorityBadge priority={recommendation.priority} />
          {recommendation.timeframe ? (
            <Group gap={4} wrap="nowrap" data-testid="card-timeframe">
              <IconClockHour4 size={14} color="var(--mantine-color-gray-7)" aria-hidden />
              <Text size="xs" c="gray.8">
                <VisuallyHidden>{t('improvements.card.timeframe')}: </VisuallyHidden>
                {recommendation.timeframe}
                {typed.timeframe && !byHand ? <TypedMark /> : null}
              </Text>
            </Group>
          ) : null}
          {/* outside the handle, whose name is the title alone */}
          {byHand ? <ByHandMark /> : typed.title ? <TypedMark of="title" /> : null}
        </Group>

        <CardAssessment recommendation={recommendation} />

        <OwnerAndDue recommendation={recommendation} />

        {recommendation.before_after ? (
          <FollowUpLine
            comparison={recommendation.before_after}
            title={title}
            onOpen={() => onCompare(recommendation)}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}

/** What follows the pointer while a card is dragged: its title and priority. */
export function CardPreview({ recommendation }: { recommendation: Recommendation }) {
  return (
    <Paper withBorder radius="md" p="sm" className={classes.overlay}>
      <Stack gap={8}>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconGripVertical size={16} className={classes.grip} aria-hidden />
          <Text fw={600} size="sm" lh={1.35} c="dark.9">
            {recommendation.title}
          </Text>
        </Group>
        <Group>
          <PriorityBadge priority={recommendation.priority} />
        </Group>
      </Stack>
    </Paper>
  );
}
