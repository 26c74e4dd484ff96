import { Badge, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BodyPartDocument, ExplainedStep } from '@ergo/contracts';
import { formatNumber, onHeat } from '../lib/format';
import { ExplainPart } from './explanation';
import { GuideLink } from '../../resources';

/**
 * Body-part scores: the score in the representative posture (with its heat level), the peak and the
 * mean over the video; each explained on demand. Preview values replace the scores while editing.
 */
export function BodyPartTable({
  rows,
  steps,
  preview,
}: {
  rows: BodyPartDocument['body_parts'];
  steps: readonly ExplainedStep[];
  preview: Record<string, { score: number; hex: string; level: string }> | null;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder padding="lg" data-testid="body-part-scores">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('assessmentDetail.body_parts.title')}
          </Title>
          {preview ? (
            <Badge color="violet" variant="light">
              {t('overrides.preview_badge')}
            </Badge>
          ) : null}
        </Group>
        <GuideLink
          guide="reading"
          section="body-parts"
          topic={t('assessmentDetail.body_parts.title')}
          testId="guide-link-body-parts"
        />
        <Table verticalSpacing={6} highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('assessmentDetail.body_parts.part')}</Table.Th>
              <Table.Th ta="center">{t('assessmentDetail.body_parts.score')}</Table.Th>
              <Table.Th ta="center">{t('assessmentDetail.body_parts.peak')}</Table.Th>
              <Table.Th ta="center">{t('assessmentDetail.body_parts.mean')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const label = t(`heatMap.parts.${row.body_part}`);
              const shown = preview?.[row.body_part] ?? row;
              return (
                <Table.Tr key={row.body_part} data-testid={`part-row-${row.body_part}`}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {label}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="center">
                    <Badge
                      radius="sm"
                      styles={{
                        root: { background: shown.hex, color: onHeat(shown.hex), minWidth: 34 },
                      }}
                      title={t(`heatMap.levels.${shown.level}`)}
                    >
                      {shown.score}
                    </Badge>
                    <PartRange range={preview ? null : row.range} score={row.score} />
                  </Table.Td>
                  <Table.Td ta="center">
                    <Text size="sm">{formatNumber(row.peak, i18n.language)}</Text>
                  </Table.Td>
                  <Table.Td ta="center">
                    <Text size="sm">{formatNumber(row.mean, i18n.language, 2)}</Text>
                  </Table.Td>
                  <Table.Td w={40}>
                    <ExplainPart steps={steps} part={row.body_part} label={label} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}

/** A part's 80% range under its score ("2–3"), read out in words; nothing when it is the score. */
function PartRange({
  range,
  score,
}: {
  range: { low: number; high: number } | null;
  score: number;
}) {
  const { t, i18n } = useTranslation();
  if (!range || (range.low === score && range.high === score)) return null;
  const low = formatNumber(range.low, i18n.language);
  const high = formatNumber(range.high, i18n.language);
  return (
    <Text size="xs" c="dimmed" data-testid="part-range">
      <span aria-hidden>
        {low}–{high}
      </span>
      <VisuallyHidden>{t('assessmentDetail.body_parts.likely', { low, high })}</VisuallyHidden>
    </Text>
  );
}
