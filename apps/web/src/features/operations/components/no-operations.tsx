import { Button } from '@mantine/core';
import { IconBuildingFactory2, IconPlus, IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';

/**
 * No operation to list: none matches the search (with the way to clear it), or the organization
 * has none yet (with the way to create the first).
 */
export function NoOperations({
  search,
  onClearSearch,
  onCreate,
}: {
  /** the search that matched nothing; null when the list is not filtered */
  search: string | null;
  onClearSearch: () => void;
  onCreate: () => void;
}) {
  const { t } = useTranslation();
  if (search !== null)
    return (
      <EmptyState
        icon={<IconSearch size={28} />}
        title={t('operationsPage.empty_search_title')}
        body={t('operationsPage.empty_search_body', { search })}
        action={
          <Button variant="default" leftSection={<IconX size={16} />} onClick={onClearSearch}>
            {t('operationsPage.empty_search_clear')}
          </Button>
        }
        testId="operations-empty-search"
      />
    );
  return (
    <EmptyState
      icon={<IconBuildingFactory2 size={30} />}
      title={t('operationsPage.empty_title')}
      body={t('operationsPage.empty_body')}
      action={
        <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
          {t('operationsPage.create_first')}
        </Button>
      }
      testId="operations-empty"
    />
  );
}
