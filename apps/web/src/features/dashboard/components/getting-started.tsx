import type { Dashboard } from '@ergo/contracts';
import { Anchor, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconMovie, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withCreateRequest } from '../../../lib/use-create-request';

interface Step {
  key: 'operation' | 'task' | 'assessment';
  done: boolean;
  to: string;
}

/**
 * A new organization's first steps, from the first login to the first assessment: an operation,
 * a task in it, then an assessment of the task. The next step is the one action offered.
 */
export function GettingStarted({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const firstOperation = data.operations.results[0];
  const withTasks = data.operations.results.find((op) => op.tasks_count > 0);
  const steps: Step[] = [
    // The first two steps open their form, not just its page (where its tour would come first).
    { key: 'operation', done: data.totals.operations > 0, to: withCreateRequest('/operations') },
    {
      key: 'task',
      done: data.totals.tasks > 0,
      to: firstOperation
        ? withCreateRequest(`/operations/${firstOperation.id}`)
        : withCreateRequest('/operations'),
    },
    {
      key: 'assessment',
      done: data.totals.assessments > 0,
      to: withTasks ? `/operations/${withTasks.id}` : '/operations',
    },
  ];
  const next = steps.find((step) => !step.done);

  return (
    <Card withBorder radius="lg" padding="xl" data-testid="dashboard-getting-started">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {t('dashboard.start.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('dashboard.start.description')}
          </Text>
        </Stack>
        <Stack component="ol" gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {steps.map((step, index) => (
            <StepRow key={step.key} index={index + 1} done={step.done} current={step === next}>
              <Text fw={650}>{t(`dashboard.start.${step.key}.title`)}</Text>
              <Text size="sm" c="dimmed">
                {t(`dashboard.start.${step.key}.body`)}
              </Text>
            </StepRow>
          ))}
        </Stack>
        {next ? (
          <Group gap="md" wrap="wrap">
            <Button
              component={Link}
              to={next.to}
              leftSection={<IconPlus size={16} />}
              // On the narrowest phones the action wraps rather than being cut ('Start the fir…').
              h="auto"
              mih={36}
              py={8}
              styles={{ label: { whiteSpace: 'normal', lineHeight: 1.3 } }}
            >
              {t(`dashboard.start.${next.key}.action`)}
            </Button>
            <Anchor component={Link} to="/resources/filming" size="sm">
              <Group gap={4} component="span" wrap="nowrap">
                <IconMovie size={16} aria-hidden />
                {t('dashboard.start.filming')}
              </Group>
            </Anchor>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

function StepRow({
  index,
  done,
  current,
  children,
}: {
  index: number;
  done: boolean;
  current: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group
      component="li"
      gap="md"
      wrap="nowrap"
      align="flex-start"
      aria-current={current ? 'step' : undefined}
    >
      <ThemeIcon
        size={32}
        radius="xl"
        variant={done ? 'filled' : current ? 'light' : 'default'}
        color={done ? 'green.8' : 'blue'}
        aria-hidden
      >
        {done ? (
          <IconCheck size={18} />
        ) : (
          <Text fw={700} size="sm">
            {index}
          </Text>
        )}
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0 }}>
        {children}
        <Text size="xs" fw={600} c={done ? 'green.9' : current ? 'blue.8' : 'dimmed'}>
          {t(
            done
              ? 'dashboard.start.done'
              : current
                ? 'dashboard.start.next'
                : 'dashboard.start.later',
          )}
        </Text>
      </Stack>
    </Group>
  );
}
