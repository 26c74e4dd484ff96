import type { ChecklistDetail } from '@ergo/contracts';
import { CHECKLIST_CATEGORIES, formatPercent, type ChecklistCategory } from '@ergo/ergonomics';
import { Alert, Card, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../lib/dates';
import { RiskLevelBadge } from '../../../components/risk-badge';

type Score = NonNullable<ChecklistDetail['result']>;

export const CATEGORY_ORDER = Object.keys(CHECKLIST_CATEGORIES) as ChecklistCategory[];

/** A category's name in the reader's language (the API sends category codes with the answers). */
export function categoryName(category: string, language: string): string {
  const names = (CHECKLIST_CATEGORIES as Record<string, { en: string; tr: string } | undefined>)[
    category
  ];
  if (!names) return category;
  return language === 'tr' ? names.tr : names.en;
}

/** The latest response scored: compliance %, its risk level, the critical items answered No first. */
export function ChecklistResult({ detail, result }: { detail: ChecklistDetail; result: Score }) {
  const { t, i18n } = useTranslation();
  const critical = detail.responses.filter(
    (response) => response.critical && response.answer === 'NO',
  );
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" data-testid="checklist-score">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('surveys.checklist.result.title')}
          </Title>
          <Group gap="xl" align="flex-start" wrap="wrap">
            <Stack gap={2}>
              <Text size="sm" c="gray.7">
                {t('surveys.checklist.result.compliance')}
              </Text>
              <Text fz={40} fw={750} lh={1.1} data-testid="compliance-percent">
                {formatPercent(result.compliance_percent, i18n.language)}
              </Text>
              <RiskLevelBadge risk={result.risk_level} size="lg" />
            </Stack>
            <Stack gap={4} style={{ flex: '1 1 260px' }}>
              <Text size="sm">
                {t('surveys.checklist.result.compliant_of', {
                  compliant: result.compliant.toLocaleString(i18n.language),
                  count: result.applicable,
                })}
              </Text>
              <Text size="sm">
                {t('surveys.checklist.result.critical_count', {
                  number: result.critical_non_compliant.length.toLocaleString(i18n.language),
                })}
              </Text>
              {detail.submitted_at ? (
                <Text size="sm" c="gray.7">
                  {t('surveys.checklist.result.answered_at', {
                    date: formatInstant(detail.submitted_at, i18n.language),
                  })}
                </Text>
              ) : null}
              {detail.responses_count > 1 ? (
                <Text size="sm" c="gray.7">
                  {t('surveys.checklist.result.latest_of', {
                    number: detail.responses_count.toLocaleString(i18n.language),
                  })}
                </Text>
              ) : null}
            </Stack>
          </Group>
        </Stack>
      </Card>
      {critical.length > 0 ? (
        <Alert
          color="red"
          variant="outline"
          icon={<IconAlertTriangle size={20} />}
          title={t('surveys.checklist.result.critical_title')}
          styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
          data-testid="critical-items"
        >
          <List spacing={4} size="sm">
            {critical.map((item) => (
              <List.Item key={item.id}>
                <Text size="sm" fw={600} c="dark.9">
                  {item.text}
                </Text>
                {item.comment ? (
                  <Text size="sm" c="dark.9" style={{ whiteSpace: 'pre-wrap' }}>
                    {t('surveys.checklist.comment', { comment: item.comment })}
                  </Text>
                ) : null}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <Card withBorder padding="lg" data-testid="category-summary">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('surveys.checklist.result.by_category')}
          </Title>
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('surveys.checklist.result.category')}</Table.Th>
                <Table.Th>{t('surveys.checklist.result.compliant')}</Table.Th>
                <Table.Th>{t('surveys.checklist.result.compliance')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {CATEGORY_ORDER.map((category) => {
                const counts = result.by_category[category];
                if (!counts) return null;
                return (
                  <Table.Tr key={category}>
                    <Table.Td>{categoryName(category, i18n.language)}</Table.Td>
                    <Table.Td>
                      {t('surveys.checklist.result.fraction', {
                        compliant: counts.compliant.toLocaleString(i18n.language),
                        applicable: counts.applicable.toLocaleString(i18n.language),
                      })}
                    </Table.Td>
                    <Table.Td>
                      {counts.applicable > 0
                        ? formatPercent((counts.compliant / counts.applicable) * 100, i18n.language)
                        : t('surveys.checklist.result.none_applicable')}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Stack>
      </Card>
    </Stack>
  );
}
