import { maxLengthOf, operationListQuerySchema } from '@ergo/contracts';
import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OperationOrdering } from '../api/get-operations';

const ORDERINGS: OperationOrdering[] = ['all', 'recent', 'alphabetical'];

/** The operations list's search box and sort order. */
export function OperationsToolbar({
  search,
  onSearch,
  ordering,
  onOrdering,
}: {
  search: string;
  onSearch: (value: string) => void;
  ordering: OperationOrdering;
  onOrdering: (value: OperationOrdering) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group mb="lg" gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        placeholder={t('operationsPage.search_placeholder')}
        aria-label={t('operationsPage.search_label')}
        leftSection={<IconSearch size={16} />}
        maxLength={maxLengthOf(operationListQuerySchema, 'search')}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        style={{ flex: '1 1 280px' }}
        maw={420}
        data-tour="operations-search"
      />
      <Select
        aria-label={t('operationsPage.sort_label')}
        data={ORDERINGS.map((value) => ({ value, label: t(`operationsPage.sort.${value}`) }))}
        value={ordering}
        onChange={(value) => {
          if (value) onOrdering(value);
        }}
        allowDeselect={false}
        w={{ base: '100%', xs: 220 }}
        data-tour="operations-sort"
        data-testid="operations-sort"
      />
    </Group>
  );
}
