import type { RecommendationStatus } from '@ergo/contracts';
import { useDroppable } from '@dnd-kit/core';
import { Badge, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './board.module.css';

/** One column of the board: a labelled region, its name and count as the heading, a drop target. */
export function BoardColumn({
  status,
  count,
  filtered,
  children,
}: {
  status: RecommendationStatus;
  count: number;
  /** the priority filter hides some cards (the empty column says so) */
  filtered: boolean;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { isOver, setNodeRef } = useDroppable({ id: status, data: { status } });
  return (
    <Paper
      component="section"
      ref={setNodeRef}
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p="sm"
      className={classes.column}
      data-testid={`column-${status}`}
      data-column={status}
      data-over={isOver || undefined}
    >
      <Title order={2} id={headingId} size="h5" mb="sm" c="dark.9">
        {t(`recommendations.status.${status}`)}{' '}
        <Badge component="span" variant="filled" color="gray.7" radius="xl" ml={4} aria-hidden>
          {count.toLocaleString(i18n.language)}
        </Badge>
        <VisuallyHidden>
          ({t('improvements.column.count', { n: count.toLocaleString(i18n.language) })})
        </VisuallyHidden>
      </Title>
      {count === 0 ? (
        <Text size="sm" c="gray.7" className={classes.emptyColumn}>
          {t(filtered ? 'improvements.column.empty_filtered' : 'improvements.column.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" className={classes.list}>
          {children}
        </Stack>
      )}
    </Paper>
  );
}
