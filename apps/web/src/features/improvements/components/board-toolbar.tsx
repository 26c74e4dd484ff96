import type { Operation, Task } from '@ergo/contracts';
import { Chip, Group, Select, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIORITY_FILTERS, isPriorityFilter, type PriorityFilter } from '../lib/board';

/** The operation and task pickers; the task waits for an operation. */
export function BoardPickers({
  operations,
  operation,
  tasks,
  tasksLoading,
  task,
  onOperation,
  onTask,
}: {
  operations: readonly Operation[];
  operation: string | null;
  tasks: readonly Task[] | undefined;
  tasksLoading: boolean;
  task: string | null;
  onOperation: (id: string | null) => void;
  onTask: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Select
        label={t('improvements.picker.operation')}
        placeholder={t('improvements.picker.operation_placeholder')}
        data={operations.map((item) => ({ value: item.id, label: item.name }))}
        value={operation}
        onChange={onOperation}
        searchable
        nothingFoundMessage={t('common.nothing_found')}
        w={{ base: '100%', sm: 260 }}
        data-testid="pick-operation"
      />
      <Select
        label={t('improvements.picker.task')}
        placeholder={
          operation
            ? t('improvements.picker.task_placeholder')
            : t('improvements.picker.task_needs_operation')
        }
        data={(tasks ?? []).map((item) => ({ value: item.id, label: item.name }))}
        value={task}
        onChange={onTask}
        disabled={!operation || tasksLoading || (tasks?.length ?? 0) === 0}
        searchable
        nothingFoundMessage={t('common.nothing_found')}
        w={{ base: '100%', sm: 260 }}
        data-testid="pick-task"
      />
    </>
  );
}

/** All / Immediate / Soon / Planned, each with how many of the task's cards it shows. */
export function PriorityFilterControl({
  value,
  counts,
  onChange,
}: {
  value: PriorityFilter;
  counts: Record<PriorityFilter, number>;
  onChange: (value: PriorityFilter) => void;
}) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Text id={labelId} size="sm" fw={500} c="dark.9">
        {t('improvements.filter.label')}
      </Text>
      <Chip.Group
        multiple={false}
        value={value}
        onChange={(next) => {
          if (isPriorityFilter(next)) onChange(next);
        }}
      >
        <Group gap={6} role="radiogroup" aria-labelledby={labelId} data-testid="priority-filter">
          {PRIORITY_FILTERS.map((filter) => (
            <Chip key={filter} value={filter} color="blue.9" size="sm">
              {filter === 'ALL'
                ? t('improvements.filter.all')
                : t(`recommendations.priority.${filter}`)}{' '}
              ({counts[filter].toLocaleString(i18n.language)})
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}
