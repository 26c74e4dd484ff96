import type { ChecklistDetail } from '@ergo/contracts';
import { Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ChecklistAnswer } from './checklist-answer';
import { CATEGORY_ORDER, categoryName } from './checklist-result';

/** Every answer of the latest response, by category, with the responder's comments (as text). */
export function ChecklistResponses({ detail }: { detail: ChecklistDetail }) {
  const { t, i18n } = useTranslation();
  const categories = [
    ...CATEGORY_ORDER,
    ...detail.responses
      .map((response) => response.category)
      .filter((category) => !(CATEGORY_ORDER as string[]).includes(category)),
  ].filter((category, index, all) => all.indexOf(category) === index);
  return (
    <Card withBorder padding="lg" data-testid="checklist-responses">
      <Stack gap="lg">
        <Title order={2} size="h4">
          {t('surveys.checklist.responses.title')}
        </Title>
        {categories.map((category) => {
          const rows = detail.responses.filter((response) => response.category === category);
          if (rows.length === 0) return null;
          return (
            <Stack key={category} gap="xs" data-testid={`category-${category}`}>
              <Title order={3} size="h5">
                {categoryName(category, i18n.language)}
              </Title>
              <Table.ScrollContainer minWidth={640}>
                <Table withTableBorder verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w="55%">{t('surveys.checklist.responses.question')}</Table.Th>
                      <Table.Th>{t('surveys.checklist.responses.answer')}</Table.Th>
                      <Table.Th>{t('surveys.checklist.responses.comment')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((row) => {
                      const flagged = row.critical && row.answer === 'NO';
                      return (
                        <Table.Tr
                          key={row.id}
                          bg={flagged ? 'red.0' : undefined}
                          data-flagged={flagged || undefined}
                        >
                          <Table.Td>
                            <Text size="sm">{row.text}</Text>
                            {row.critical ? (
                              <Badge
                                mt={4}
                                size="sm"
                                variant="outline"
                                color="red.9"
                                leftSection={<IconAlertTriangle size={12} />}
                              >
                                {t('surveys.checklist.critical')}
                              </Badge>
                            ) : null}
                          </Table.Td>
                          <Table.Td>
                            <ChecklistAnswer answer={row.answer} />
                          </Table.Td>
                          <Table.Td>
                            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                              {row.comment || '—'}
                            </Text>
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}
