import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AssessmentChange } from '../../api/update-assessment';
import { changedFieldLabel, changedValueLabel } from '../../lib/change-labels';
import { formatDateTime } from '../../lib/dates';

/** Who changed what and when: `entries` undefined while loading, null when the server has no history. */
export function ChangeHistory({
  method,
  entries,
}: {
  method: string;
  entries: AssessmentChange[] | null | undefined;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  if (entries === undefined)
    return (
      <Text size="sm" c="dimmed">
        {t('overrides.history_loading')}
      </Text>
    );
  if (entries === null)
    return (
      <Text size="sm" c="dimmed" data-testid="history-unavailable">
        {t('overrides.history_unavailable')}
      </Text>
    );
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="history-empty">
        {t('overrides.history_empty')}
      </Text>
    );
  const value = (field: string, raw: unknown) => changedValueLabel(t, method, field, raw, language);
  return (
    <Table verticalSpacing={6} striped data-testid="override-history">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('overrides.history.field')}</Table.Th>
          <Table.Th>{t('overrides.history.old')}</Table.Th>
          <Table.Th>{t('overrides.history.new')}</Table.Th>
          <Table.Th>{t('overrides.history.user')}</Table.Th>
          <Table.Th>{t('overrides.history.at')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry, index) => (
          <Table.Tr key={`${entry.field}-${entry.at}-${index}`}>
            <Table.Td>
              <Text size="sm">{changedFieldLabel(t, method, entry.field, language)}</Text>
            </Table.Td>
            <Table.Td>{value(entry.field, entry.old_value)}</Table.Td>
            <Table.Td>{value(entry.field, entry.new_value)}</Table.Td>
            <Table.Td>{entry.user_name || '—'}</Table.Td>
            <Table.Td>{formatDateTime(entry.at, language)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
