import {
  ActionIcon,
  Badge,
  Button,
  Drawer,
  Group,
  Popover,
  Stack,
  Text,
  ThemeIcon,
  Timeline,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconHelpCircle,
  IconMathFunction,
  IconRuler2,
  IconTable,
  IconTarget,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ExplainedStep } from '@ergo/contracts';
import { tableName } from '@ergo/ergonomics';
import { cellLabel, stepKind, stepsForPart, type StepKind } from '../lib/steps';

const KIND_ICON: Record<StepKind, typeof IconRuler2> = {
  measured: IconRuler2,
  part: IconTarget,
  table: IconTable,
  result: IconMathFunction,
};

/**
 * One explained step; a table look-up names its table in words, and its row and column when they are
 * numbers (a coded cell, e.g. WISHA's hand zones, is named by the step's text instead).
 */
export function StepLine({ step }: { step: ExplainedStep }) {
  const { t, i18n } = useTranslation();
  const row = cellLabel(step.row);
  const column = cellLabel(step.column);
  const table = step.table ? tableName(step.table, i18n.language === 'tr' ? 'tr' : 'en') : null;
  return (
    <Stack gap={2}>
      <Text size="sm">{step.text}</Text>
      {table ? (
        <Group gap={4}>
          <Badge size="xs" variant="light" color="gray" radius="sm" tt="none">
            {row !== null && column !== null
              ? t('assessmentDetail.explain.table_cell', { table, row, column })
              : table}
          </Badge>
        </Group>
      ) : null}
    </Stack>
  );
}

/** The full explanation of the final score, grouped: measured angles, part boxes, tables, result. */
export function ExplanationList({ steps }: { steps: readonly ExplainedStep[] }) {
  const { t } = useTranslation();
  const kinds: StepKind[] = ['measured', 'part', 'table', 'result'];
  return (
    <Stack gap="lg">
      {kinds.map((kind) => {
        const group = steps.filter((step) => stepKind(step) === kind);
        if (group.length === 0) return null;
        const Icon = KIND_ICON[kind];
        return (
          <Stack key={kind} gap="xs">
            <Group gap="xs">
              <ThemeIcon size="sm" variant="light" radius="xl">
                <Icon size={14} />
              </ThemeIcon>
              <Title order={3} size="h6">
                {t(`assessmentDetail.explain.kinds.${kind}`)}
              </Title>
            </Group>
            <Timeline
              bulletSize={10}
              lineWidth={2}
              active={group.length}
              styles={{ item: { marginTop: 10 } }}
            >
              {group.map((step, index) => (
                <Timeline.Item key={`${step.id}-${index}`}>
                  <StepLine step={step} />
                </Timeline.Item>
              ))}
            </Timeline>
          </Stack>
        );
      })}
    </Stack>
  );
}

/** "Why this score?": the whole explanation in a side drawer. */
export function ExplainScoreButton({
  steps,
  title,
}: {
  steps: readonly ExplainedStep[];
  title: string;
}) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconHelpCircle size={16} />}
        onClick={open}
        data-testid="explain-score"
      >
        {t('assessmentDetail.explain.why')}
      </Button>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="lg"
        title={title}
        padding="lg"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <ExplanationList steps={steps} />
      </Drawer>
    </>
  );
}

/** The steps behind one body part's score, on demand in a popover. */
export function ExplainPart({
  steps,
  part,
  label,
}: {
  steps: readonly ExplainedStep[];
  part: string;
  label: string;
}) {
  const { t } = useTranslation();
  const own = stepsForPart(steps, part);
  if (own.length === 0) return null;
  return (
    <Popover width={360} position="left" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('assessmentDetail.explain.part', { part: label })}
          data-testid={`explain-${part}`}
        >
          <IconHelpCircle size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('assessmentDetail.explain.part', { part: label })}
          </Text>
          {own.map((step, index) => (
            <StepLine key={`${step.id}-${index}`} step={step} />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
