import { wishaDetail, wishaFactors, type ExplainedStep, type ScoreDocument } from '@ergo/contracts';
import {
  Badge,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowDownRight, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format';
import { NotAFindingBadge } from './not-a-finding-badge';
import { RiskLevelBadge } from '../../../components/risk-badge';

/**
 * WISHA lifting: current weight, recommended safe weight, lifting index, risk; what lowered the safe
 * weight. Reads the method's own result (`score.detail`) through its contract schema; nothing is
 * shown if the document is not a WISHA result.
 */
export function WishaResults({ result }: { result: ScoreDocument }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const parsed = wishaDetail.safeParse(result.detail);
  if (!parsed.success) return null;
  const detail = parsed.data;
  const steps = new Map<string, ExplainedStep>(result.explanation.map((step) => [step.id, step]));
  const factors = wishaFactors(detail);
  const lowering = factors.filter((f) => f.lowers);
  const li = detail.lifting_index;

  const stat = (label: string, value: string, testId: string, extra?: React.ReactNode) => (
    <Card withBorder padding="md" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Group gap="xs" align="baseline">
        <Text fz={28} fw={750} lh={1.2}>
          {value}
        </Text>
        {extra}
      </Group>
    </Card>
  );

  return (
    <Stack gap="md" data-testid="wisha-results" data-tour="lifting">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {stat(
          t('methodResults.wisha.current_weight'),
          `${formatNumber(detail.current_lift_weight_kg, lang)} kg`,
          'wisha-current',
        )}
        {stat(
          t('methodResults.wisha.safe_weight'),
          `${formatNumber(detail.recommended_safe_weight_kg, lang)} kg`,
          'wisha-safe',
        )}
        {stat(
          t('methodResults.wisha.lifting_index'),
          li === null ? '—' : formatNumber(li, lang, 2),
          'wisha-li',
          detail.hazard ? (
            <Badge color="red" variant="light">
              {t('methodResults.wisha.hazard')}
            </Badge>
          ) : null,
        )}
        <Card withBorder padding="md" data-testid="wisha-risk">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('methodResults.wisha.overall_risk')}
          </Text>
          <Group h={42} align="center">
            {result.coverage.sufficient ? (
              <RiskLevelBadge risk={result.risk_level} size="xl" />
            ) : (
              <NotAFindingBadge size="xl" />
            )}
          </Group>
        </Card>
      </SimpleGrid>
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('methodResults.wisha.factors_title')}
          </Title>
          <Text size="sm" c="dimmed">
            {lowering.length > 0
              ? t('methodResults.wisha.factors_hint', { count: lowering.length })
              : t('methodResults.wisha.factors_none')}
          </Text>
          <Table verticalSpacing={8}>
            <Table.Tbody>
              {factors.map((factor) => (
                <Table.Tr
                  key={factor.key}
                  data-testid={`wisha-factor-${factor.key}`}
                  data-lowers={factor.lowers}
                >
                  <Table.Td w={36}>
                    <ThemeIcon
                      size="sm"
                      radius="xl"
                      variant="light"
                      color={factor.lowers ? 'orange' : 'teal'}
                    >
                      {factor.lowers ? <IconArrowDownRight size={14} /> : <IconCheck size={14} />}
                    </ThemeIcon>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {t(`methodResults.wisha.factors.${factor.key}`)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {steps.get(factor.stepId)?.text ?? ''}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm" fw={600}>
                      {factor.unit === 'lb'
                        ? `${formatNumber(factor.value, lang)} lb (${formatNumber(detail.factors.unadjusted_weight_limit_kg, lang)} kg)`
                        : `× ${formatNumber(factor.value, lang, 2)}`}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      </Card>
    </Stack>
  );
}
