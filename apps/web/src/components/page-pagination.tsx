import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A paged list's footer: the pages and 'Page X of Y' (SPEC §2). Hidden when nothing is listed. */
export function PagePagination({
  page,
  total,
  onChange,
}: {
  page: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (total < 1) return null;
  return (
    <Group justify="space-between" mt="md" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="page-of">
        {t('paging.page_of', { page, total })}
      </Text>
      <Pagination
        value={page}
        total={total}
        onChange={onChange}
        size="sm"
        radius="md"
        getControlProps={(control) => ({ 'aria-label': t(`paging.${control}`) })}
      />
    </Group>
  );
}
