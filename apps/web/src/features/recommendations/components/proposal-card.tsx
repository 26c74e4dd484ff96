import type { Proposal } from '@ergo/contracts';
import { Anchor, Button, Collapse, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledText } from './labelled-text';
import { PriorityBadge } from './priority-badge';

/** One of the catalogue's proposals: read it, keep it as it is, or keep it after editing. */
export function ProposalCard({
  proposal,
  keeping,
  onKeep,
  onEdit,
}: {
  proposal: Proposal;
  keeping: boolean;
  onKeep: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const [sourcesOpen, setSourcesOpen] = useState(false);
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg="gray.0"
      data-testid="proposal"
      data-factor={proposal.factor_key}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
            <Text fw={700}>{proposal.title}</Text>
            <Group gap="xs">
              <PriorityBadge priority={proposal.priority} />
              <Text size="sm" c="gray.7">
                {proposal.timeframe}
              </Text>
            </Group>
          </Stack>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPencil size={14} />}
              onClick={onEdit}
              aria-label={`${t('recommendations.panel.keep_edit')}: ${proposal.title}`}
            >
              {t('recommendations.panel.keep_edit')}
            </Button>
            <Button
              size="xs"
              color="blue.8"
              leftSection={<IconCheck size={14} />}
              loading={keeping}
              onClick={onKeep}
              aria-label={`${t('recommendations.panel.keep')}: ${proposal.title}`}
              data-testid="keep-proposal"
            >
              {t('recommendations.panel.keep')}
            </Button>
          </Group>
        </Group>
        <LabelledText label={t('recommendations.panel.risk_factor')}>
          {proposal.risk_factor}
        </LabelledText>
        <LabelledText label={t('recommendations.panel.measured')}>{proposal.measured}</LabelledText>
        <List size="sm" spacing={2} type="ordered">
          {proposal.action_points.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>
        <Anchor
          component="button"
          type="button"
          size="xs"
          c="blue.9"
          onClick={() => setSourcesOpen((open) => !open)}
          aria-expanded={sourcesOpen}
        >
          {t('recommendations.panel.sources')}
        </Anchor>
        <Collapse expanded={sourcesOpen}>
          <List size="xs" spacing={2}>
            {proposal.sources.map((source) => (
              <List.Item key={source}>{source}</List.Item>
            ))}
          </List>
        </Collapse>
      </Stack>
    </Paper>
  );
}
