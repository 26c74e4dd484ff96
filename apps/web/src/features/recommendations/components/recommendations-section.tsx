import type { Proposal } from '@ergo/contracts';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb, IconLayoutKanban, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError } from '../../../lib/notify';
import {
  useAssessmentRecommendations,
  useCreateRecommendation,
  useRecommendationSample,
  type RecommendationDraft,
} from '../api/recommendations';
import { KeptRecommendation } from './kept-recommendation';
import { ProposalCard } from './proposal-card';
import {
  emptyFields,
  RecommendationForm,
  toBody,
  type RecommendationFields,
} from './recommendation-form';

export interface RecommendationTarget {
  id: string;
  type: string;
  task: string;
  operation: string;
  created_at: string;
  /** whether the assessment has a score the catalogue can read (analysis done, survey answered) */
  scored: boolean;
}

const draftOf = (proposal: Proposal): RecommendationDraft => {
  const { kept: _kept, sources: _sources, ...draft } = proposal;
  return draft;
};

const fieldsOf = (proposal: Proposal): RecommendationFields => ({
  ...emptyFields,
  title: proposal.title,
  priority: proposal.priority,
  timeframe: proposal.timeframe,
  risk_factor: proposal.risk_factor,
  measured: proposal.measured,
  action_points: proposal.action_points.join('\n'),
});

/**
 * SPEC §2's recommendations of an assessment: the ones the ergonomist kept, and the catalogue's
 * proposals from what drove the score, to keep as they are, keep after editing, or leave.
 */
export function RecommendationsSection({ assessment }: { assessment: RecommendationTarget }) {
  const { t } = useTranslation();
  const kept = useAssessmentRecommendations(assessment.type, assessment.id);
  const sample = useRecommendationSample(assessment.type, assessment.id, assessment.scored);
  const create = useCreateRecommendation(assessment.type, assessment.id);
  const [form, setForm] = useState<{
    initial: RecommendationFields;
    proposal: Proposal | null;
  } | null>(null);
  const proposals = (sample.data ?? []).filter((proposal) => !proposal.kept);
  const keep = (draft: RecommendationDraft) =>
    create.mutateAsync(draft).catch((error: Error) => {
      notifyError(error.message);
      throw error;
    });
  const boardLink = `/improvements?operation=${assessment.operation}&task=${assessment.task}`;

  return (
    <Card withBorder padding="lg" data-testid="recommendations">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <ThemeIcon variant="light" color="yellow" radius="md" aria-hidden>
              <IconBulb size={18} />
            </ThemeIcon>
            <Title order={2} fz="h3">
              {t('recommendations.panel.title')}
            </Title>
          </Group>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPlus size={14} />}
              onClick={() => setForm({ initial: emptyFields, proposal: null })}
              data-testid="add-recommendation"
            >
              {t('recommendations.panel.add')}
            </Button>
            <Button
              size="xs"
              variant="default"
              component={Link}
              to={boardLink}
              leftSection={<IconLayoutKanban size={14} />}
            >
              {t('recommendations.panel.board')}
            </Button>
          </Group>
        </Group>

        {kept.isPending ? <Skeleton h={80} /> : null}
        {kept.isError ? <Alert color="red">{kept.error.message}</Alert> : null}
        {kept.data?.length === 0 ? (
          <Text size="sm" c="gray.7" data-testid="no-recommendations">
            {t('recommendations.panel.empty')}
          </Text>
        ) : null}
        {kept.data?.map((recommendation) => (
          <KeptRecommendation
            key={recommendation.id}
            recommendation={recommendation}
            assessment={assessment}
          />
        ))}

        {assessment.scored ? (
          <Stack gap="sm" data-testid="proposals">
            <Title order={3} fz="h4">
              {t('recommendations.panel.proposed')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('recommendations.panel.proposed_hint')}
            </Text>
            {sample.isPending ? <Skeleton h={120} /> : null}
            {sample.isError ? <Alert color="red">{sample.error.message}</Alert> : null}
            {sample.isSuccess && proposals.length === 0 ? (
              <Text size="sm" c="gray.7" data-testid="no-proposals">
                {sample.data.length === 0
                  ? t('recommendations.panel.nothing_to_propose')
                  : t('recommendations.panel.all_kept')}
              </Text>
            ) : null}
            {proposals.map((proposal) => (
              <ProposalCard
                key={proposal.factor_key}
                proposal={proposal}
                keeping={create.isPending && create.variables.factor_key === proposal.factor_key}
                onKeep={() => void keep(draftOf(proposal)).catch(() => undefined)}
                onEdit={() => setForm({ initial: fieldsOf(proposal), proposal })}
              />
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="gray.7">
            {t('recommendations.panel.after_score')}
          </Text>
        )}
      </Stack>
      {form ? (
        <RecommendationForm
          opened
          title={t(form.proposal ? 'recommendations.panel.keep_edit' : 'recommendations.panel.add')}
          initial={form.initial}
          saving={create.isPending}
          onClose={() => setForm(null)}
          onSave={(fields) =>
            create.mutateAsync({
              ...toBody(fields),
              factor_key: form.proposal?.factor_key ?? null,
              recommendation_suggestions: form.proposal?.recommendation_suggestions ?? [],
            })
          }
        />
      ) : null}
    </Card>
  );
}
