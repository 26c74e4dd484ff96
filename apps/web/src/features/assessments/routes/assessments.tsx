import { assessmentTypes, type Assessment } from '@ergo/contracts';
import { RISK_LEVELS } from '@ergo/ergonomics';
import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Group,
  Select,
  Skeleton,
  Switch,
  Table,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconArrowDown,
  IconArrowUp,
  IconArrowsSort,
  IconClipboardCheck,
  IconEye,
  IconSearch,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AssessmentStatusBadge } from '../../../components/assessment-status-badge';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { ExportListButton } from '../components/export-list-button';
import { StartAssessmentAction } from '../components/start-assessment';
import { PagePagination } from '../../../components/page-pagination';
import { RiskBadge } from '../../../components/risk-badge';
import { TypedDeleteConfirm } from '../../../components/typed-delete-confirm';
import { awaitsAnswers } from '../../../lib/assessment-kinds';
import { formatDateTime } from '../../../lib/dates';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteAssessment } from '../api/delete-assessment';
import {
  useAssessments,
  useOperationChoices,
  type AssessmentOrdering,
} from '../api/get-assessments';
import { methodName } from '../../../components/method-name';
import {
  HIGH_OR_ABOVE,
  STATUS_FILTERS,
  useListFilters,
  type ListFilters,
} from '../hooks/use-list-filters';

const PAGE_SIZE = 10;
/** The risk filter's choice that lists the scores made from too little of their video. */
const NOT_ENOUGH_MEASURED = 'not_enough_measured';

/** aria-sort belongs on the column header, not on its button (axe aria-allowed-attr). */
function ariaSort(ordering: AssessmentOrdering, field: 'created_at' | 'score') {
  if (ordering.replace('-', '') !== field) return 'none';
  return ordering.startsWith('-') ? 'descending' : 'ascending';
}

function SortHeader({
  label,
  field,
  ordering,
  onChange,
  hint,
}: {
  label: string;
  field: 'created_at' | 'score';
  ordering: AssessmentOrdering;
  onChange: (value: AssessmentOrdering) => void;
  hint?: string;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const active = ordering.replace('-', '') === field;
  const descending = ordering.startsWith('-');
  let icon: ReactNode = <IconArrowsSort size={14} />;
  if (active) icon = descending ? <IconArrowDown size={14} /> : <IconArrowUp size={14} />;
  const button = (
    <UnstyledButton
      onClick={() => onChange(active && descending ? field : `-${field}`)}
      aria-label={t('assessmentsList.sort_by', { column: label })}
      aria-describedby={hint ? hintId : undefined}
      data-testid={`sort-${field}`}
    >
      <Group gap={4} wrap="nowrap">
        <Text fw={700} size="sm">
          {label}
        </Text>
        {icon}
      </Group>
    </UnstyledButton>
  );
  if (!hint) return button;
  return (
    <>
      <Tooltip
        label={hint}
        events={{ hover: true, focus: true, touch: true }}
        multiline
        maw={280}
        withArrow
      >
        {button}
      </Tooltip>
      <VisuallyHidden id={hintId}>{hint}</VisuallyHidden>
    </>
  );
}

/** SPEC §2 assessments list: filters, search, sorting, 'Page X of Y', view and typed delete. */
export function AssessmentsRoute() {
  const { t } = useTranslation();
  const { filters, set: setFilters, clear: clearFilters, active, query } = useListFilters();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [ordering, setOrdering] = useState<AssessmentOrdering>('-created_at');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Assessment | null>(null);
  const remove = useDeleteAssessment();
  const operations = useOperationChoices();
  const { data, isPending, isError } = useAssessments({
    filters: query,
    search: debouncedSearch,
    ordering,
    page,
    pageSize: PAGE_SIZE,
  });

  const total = data ? Math.max(1, Math.ceil(data.count / PAGE_SIZE)) : 0;
  if (data && data.results.length === 0 && page > 1 && page > total) setPage(total);
  const filtered = active || debouncedSearch.trim() !== '';
  const resetPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const filterBy = (changes: Partial<ListFilters>) => {
    setFilters(changes);
    setPage(1);
  };

  return (
    <>
      <PageHeader
        title={t('assessmentsList.title')}
        description={t('assessmentsList.subtitle')}
        actions={
          <ExportListButton
            filters={{ ...query, search: debouncedSearch.trim() || null, ordering }}
          />
        }
      />
      <AssessmentFilters
        search={search}
        onSearch={resetPage(setSearch)}
        filters={filters}
        onFilter={filterBy}
        operations={operations.data ?? []}
      />

      {isPending ? (
        <Skeleton h={260} radius="lg" />
      ) : isError || !data ? null : data.count === 0 ? (
        <EmptyState
          icon={filtered ? <IconSearch size={28} /> : <IconClipboardCheck size={30} />}
          title={t(
            filtered ? 'assessmentsList.empty_filtered_title' : 'assessmentsList.empty_title',
          )}
          body={t(
            filtered
              ? 'assessmentsList.empty_filtered_body'
              : operations.data?.length === 0
                ? 'assessmentsList.empty_no_operations_body'
                : 'assessmentsList.empty_body',
          )}
          action={
            filtered ? (
              <Button
                variant="default"
                leftSection={<IconX size={16} />}
                onClick={() => {
                  clearFilters();
                  setSearch('');
                  setPage(1);
                }}
              >
                {t('assessmentsList.empty_filtered_clear')}
              </Button>
            ) : (
              <StartAssessmentAction />
            )
          }
          testId={filtered ? 'assessments-empty-filtered' : 'assessments-empty'}
        />
      ) : (
        <AssessmentsTable
          rows={data.results}
          ordering={ordering}
          onOrder={resetPage(setOrdering)}
          onDelete={setDeleting}
        />
      )}
      {data && data.count > 0 ? (
        <PagePagination page={page} total={total} onChange={setPage} />
      ) : null}

      <TypedDeleteConfirm
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('assessmentsList.delete.title')}
        description={t('assessmentsList.delete.body', { name: deleting?.name ?? '' })}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting);
            notifySuccess(t('assessmentsList.toast.deleted', { name: deleting.name }));
          } catch (error) {
            notifyError(t('assessmentsList.toast.delete_failed'));
            throw error;
          }
        }}
      />
    </>
  );
}

/** The list's table, sortable by date and by score (risk first). */
function AssessmentsTable({
  rows,
  ordering,
  onOrder,
  onDelete,
}: {
  rows: readonly Assessment[];
  ordering: AssessmentOrdering;
  onOrder: (ordering: AssessmentOrdering) => void;
  onDelete: (row: Assessment) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding={0}>
      <Table.ScrollContainer minWidth={900}>
        <Table
          verticalSpacing="sm"
          horizontalSpacing="md"
          highlightOnHover
          data-testid="assessments-table"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('assessmentsList.columns.name')}</Table.Th>
              <Table.Th>{t('assessmentsList.columns.type')}</Table.Th>
              <Table.Th aria-sort={ariaSort(ordering, 'created_at')}>
                <SortHeader
                  label={t('assessmentsList.columns.created')}
                  field="created_at"
                  ordering={ordering}
                  onChange={onOrder}
                />
              </Table.Th>
              <Table.Th>{t('assessmentsList.columns.operation')}</Table.Th>
              <Table.Th aria-sort={ariaSort(ordering, 'score')}>
                <SortHeader
                  label={t('assessmentsList.columns.score')}
                  field="score"
                  ordering={ordering}
                  onChange={onOrder}
                  hint={t('assessmentsList.score_sort_hint')}
                />
              </Table.Th>
              <Table.Th>{t('assessmentsList.columns.employee_number')}</Table.Th>
              <Table.Th>{t('assessmentsList.columns.employee')}</Table.Th>
              <Table.Th ta="right">{t('assessmentsList.columns.action')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <AssessmentRow key={row.id} row={row} onDelete={() => onDelete(row)} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** The list's search and filters: method, operation, risk (or too little measured), status, latest. */
function AssessmentFilters({
  search,
  onSearch,
  filters,
  onFilter,
  operations,
}: {
  search: string;
  onSearch: (value: string) => void;
  filters: ListFilters;
  onFilter: (changes: Partial<ListFilters>) => void;
  operations: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation();
  return (
    <Group mb="lg" gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        placeholder={t('assessmentsList.search_placeholder')}
        aria-label={t('assessmentsList.search_placeholder')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        style={{ flex: '1 1 240px' }}
        maw={360}
      />
      <Select
        aria-label={t('assessmentsList.filters.type')}
        placeholder={t('assessmentsList.filters.all_types')}
        data={assessmentTypes().map((value) => ({ value, label: methodName(t, value) }))}
        value={filters.type}
        onChange={(value) => onFilter({ type: value })}
        clearable
        w={{ base: '100%', xs: 170 }}
        data-testid="filter-type"
      />
      <Select
        aria-label={t('assessmentsList.filters.operation')}
        placeholder={t('assessmentsList.filters.all_operations')}
        data={operations.map((item) => ({ value: item.id, label: item.name }))}
        value={filters.operation}
        onChange={(value) => onFilter({ operation: value, task: null })}
        clearable
        searchable
        nothingFoundMessage={t('common.nothing_found')}
        w={{ base: '100%', xs: 220 }}
        data-testid="filter-operation"
      />
      <Select
        aria-label={t('assessmentsList.filters.risk')}
        placeholder={t('assessmentsList.filters.all_risks')}
        data={[
          ...RISK_LEVELS.map((value) => ({ value, label: t(`risk.${value}`) })),
          { value: HIGH_OR_ABOVE, label: t('assessmentsList.filters.high_or_above') },
          // no risk level: the scores made from too little of their video (`coverage`)
          { value: NOT_ENOUGH_MEASURED, label: t('risk.not_enough_measured') },
        ]}
        value={filters.coverage ? NOT_ENOUGH_MEASURED : filters.risk}
        onChange={(value) =>
          onFilter(
            value === NOT_ENOUGH_MEASURED
              ? { risk: null, coverage: 'insufficient' }
              : { risk: value, coverage: null },
          )
        }
        clearable
        w={{ base: '100%', xs: 200 }}
        data-testid="filter-risk"
      />
      <Select
        aria-label={t('assessmentsList.filters.status')}
        placeholder={t('assessmentsList.filters.all_statuses')}
        data={STATUS_FILTERS.map((value) => ({
          value,
          label: t(`assessmentsList.filters.statuses.${value}`),
        }))}
        value={filters.status}
        onChange={(value) => onFilter({ status: value })}
        clearable
        w={{ base: '100%', xs: 200 }}
        data-testid="filter-status"
      />
      <Switch
        label={t('assessmentsList.filters.latest')}
        description={t('assessmentsList.filters.latest_hint')}
        checked={filters.latest}
        onChange={(event) => onFilter({ latest: event.currentTarget.checked })}
        data-testid="filter-latest"
        maw={260}
      />
    </Group>
  );
}

/** One assessment of the list: its name and task, method, date, operation, score, worker, actions. */
function AssessmentRow({ row, onDelete }: { row: Assessment; onDelete: () => void }) {
  const { t, i18n } = useTranslation();
  const path = `/assessments/${row.type}/${row.id}`;
  return (
    <Table.Tr data-testid="assessment-row">
      <Table.Td>
        <Anchor component={Link} to={path} fw={600} size="sm">
          {row.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {row.task_name}
        </Text>
      </Table.Td>
      <Table.Td>{methodName(t, row.type)}</Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(row.created_at, i18n.language)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={`/operations/${row.operation}`} size="sm" c="dark">
          {row.operation_name}
        </Anchor>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {/* Until the analysis is done, the score cell shows where it is. */}
        {row.status === 'completed' ? (
          <RiskBadge
            score={row.score}
            risk={row.risk_level}
            type={row.type}
            coverageSufficient={row.coverage_sufficient}
          />
        ) : awaitsAnswers(row) ? (
          <AssessmentStatusBadge status={row.status} label={t('surveys.list.awaiting')} />
        ) : (
          <AssessmentStatusBadge status={row.status} progress={row.progress} />
        )}
      </Table.Td>
      <Table.Td>{row.employee_number || '—'}</Table.Td>
      <Table.Td>{row.employee_name || '—'}</Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('assessmentsList.actions.view')}>
            <ActionIcon
              component={Link}
              to={path}
              variant="subtle"
              aria-label={t('assessmentsList.actions.view_named', {
                name: row.name,
              })}
            >
              <IconEye size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('assessmentsList.actions.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onDelete}
              aria-label={t('assessmentsList.actions.delete_named', {
                name: row.name,
              })}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
