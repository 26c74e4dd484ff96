import type { Operation } from '@ergo/contracts';
import { Button, SimpleGrid, Skeleton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOnboardingTour } from '../../../components/onboarding-tour';
import { PageHeader } from '../../../components/page-header';
import { PagePagination } from '../../../components/page-pagination';
import { useCreateRequest } from '../../../lib/use-create-request';
import { useOperations, type OperationOrdering } from '../api/get-operations';
import { DeleteOperationModal } from '../components/delete-operation';
import { NoOperations } from '../components/no-operations';
import { OperationsToolbar } from '../components/operations-toolbar';
import { OperationCard } from '../components/operation-card';
import { OperationFormModal } from '../components/operation-form-modal';

const PAGE_SIZE = 12;

/** The operations page's tour, once the list is there and the form is closed. */
function useOperationsTour(ready: boolean) {
  const { t } = useTranslation();
  useOnboardingTour(
    'operations',
    [
      { title: t('tour.operations.welcome_title'), description: t('tour.operations.welcome_body') },
      {
        element: '[data-tour="operations-create"]',
        title: t('tour.operations.create_title'),
        description: t('tour.operations.create_body'),
      },
      {
        element: '[data-tour="operations-search"]',
        title: t('tour.operations.search_title'),
        description: t('tour.operations.search_body'),
      },
      {
        element: '[data-tour="operations-sort"]',
        title: t('tour.operations.sort_title'),
        description: t('tour.operations.sort_body'),
      },
    ],
    // Not over the form: a tour would hide what the user came to fill in.
    ready,
  );
}

export function OperationsRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [ordering, setOrdering] = useState<OperationOrdering>('all');
  const [page, setPage] = useState(1);
  // Opened from the dashboard's "Create …" link: the form first (issue 30).
  const createRequested = useCreateRequest();
  const [formOpen, setFormOpen] = useState(createRequested);
  const [editing, setEditing] = useState<Operation | null>(null);
  const [deleting, setDeleting] = useState<Operation | null>(null);
  const { data, isPending, isError } = useOperations({
    search: debouncedSearch,
    ordering,
    page,
    pageSize: PAGE_SIZE,
  });

  const total = data ? Math.max(1, Math.ceil(data.count / PAGE_SIZE)) : 0;
  // After a delete emptied the last page, step back to the one before.
  if (data && data.results.length === 0 && page > 1 && page > total) setPage(total);

  useOperationsTour(!isPending && !formOpen);

  const openCreate = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const filtering = debouncedSearch.trim() !== '';

  return (
    <>
      <PageHeader
        title={t('operationsPage.title')}
        description={t('operationsPage.subtitle')}
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={openCreate}
            data-tour="operations-create"
          >
            {t('operationsPage.create')}
          </Button>
        }
      />
      <OperationsToolbar
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        ordering={ordering}
        onOrdering={(value) => {
          setOrdering(value);
          setPage(1);
        }}
      />

      {isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} h={170} radius="lg" />
          ))}
        </SimpleGrid>
      ) : isError || !data ? null : data.count === 0 ? (
        <NoOperations
          search={filtering ? debouncedSearch : null}
          onClearSearch={() => {
            setSearch('');
            setPage(1);
          }}
          onCreate={openCreate}
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
            {data.results.map((operation) => (
              <OperationCard
                key={operation.id}
                operation={operation}
                onEdit={() => {
                  setEditing(operation);
                  setFormOpen(true);
                }}
                onDelete={() => setDeleting(operation)}
              />
            ))}
          </SimpleGrid>
          <PagePagination page={page} total={total} onChange={setPage} />
        </>
      )}

      <OperationFormModal
        opened={formOpen}
        onClose={() => setFormOpen(false)}
        operation={editing}
        onSaved={(saved) => {
          if (!editing) void navigate(`/operations/${saved.id}`);
        }}
      />
      <DeleteOperationModal operation={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
