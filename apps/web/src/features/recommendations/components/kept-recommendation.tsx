import type { Recommendation } from '@ergo/contracts';
import { ActionIcon, Group, List, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { formatDate } from '../../../lib/dates';
import { notifyError } from '../../../lib/notify';
import { useDeleteRecommendation, useUpdateRecommendation } from '../api/recommendations';
import { BeforeAfterPanel } from './before-after-panel';
import { FollowUpPicker } from './follow-up-picker';
import { LabelledText } from './labelled-text';
import { PriorityBadge, StatusBadge } from './priority-badge';
import { RecommendationForm, toBody, type RecommendationFields } from './recommendation-form';
import { SuggestionList } from './suggestion-list';
import { ByHandMark, TypedMark } from './typed-mark';

const fieldsOf = (rec: Recommendation): RecommendationFields => ({
  title: rec.title,
  priority: rec.priority,
  timeframe: rec.timeframe,
  risk_factor: rec.risk_factor,
  measured: rec.measured,
  action_points: rec.action_points.join('\n'),
  owner: rec.owner,
  due_date: rec.due_date ?? '',
});

/** A mark on each text typed over the catalogue's; one recommendation written by hand has none. */
const typedMark = (rec: Recommendation) => (typed: boolean | undefined) =>
  typed && rec.factor_key !== null ? <TypedMark /> : null;

/** The recommendation's title, priority, status and timeframe, each typed text marked. */
function KeptHeading({ rec }: { rec: Recommendation }) {
  // one mark for a recommendation written by hand; per text for one kept from the catalogue
  const byHand = rec.factor_key === null;
  const mark = typedMark(rec);
  return (
    <Stack gap={6}>
      <div>
        <Title order={4} fz="md" display="inline">
          {rec.title}
        </Title>
        {mark(rec.typed.title)}
      </div>
      <Group gap="xs">
        <PriorityBadge priority={rec.priority} />
        <StatusBadge status={rec.status} />
        {rec.timeframe ? (
          <Text size="sm" c="gray.7" data-testid="timeframe">
            {rec.timeframe}
            {mark(rec.typed.timeframe)}
          </Text>
        ) : null}
        {byHand ? <ByHandMark /> : null}
      </Group>
    </Stack>
  );
}

/** Why (risk factor, what was measured), what to do (the action points), who and by when. */
function KeptTexts({ rec }: { rec: Recommendation }) {
  const { t, i18n } = useTranslation();
  const mark = typedMark(rec);
  return (
    <>
      {rec.risk_factor || rec.measured ? (
        <Stack gap={2}>
          {rec.risk_factor ? (
            <LabelledText label={t('recommendations.panel.risk_factor')} testId="risk-factor">
              {rec.risk_factor}
              {mark(rec.typed.risk_factor)}
            </LabelledText>
          ) : null}
          {rec.measured ? (
            <LabelledText label={t('recommendations.panel.measured')} testId="measured">
              {rec.measured}
              {mark(rec.typed.measured)}
            </LabelledText>
          ) : null}
        </Stack>
      ) : null}
      {rec.action_points.length > 0 ? (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('recommendations.panel.action_points')}
          </Text>
          <List size="sm" spacing={4} type="ordered">
            {rec.action_points.map((point, index) => (
              <List.Item key={index} data-testid="action-point">
                {point}
                {mark(rec.typed.action_points[index])}
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
      {rec.owner || rec.due_date ? (
        <Group gap="lg">
          {rec.owner ? (
            <LabelledText label={t('recommendations.panel.owner')}>{rec.owner}</LabelledText>
          ) : null}
          {rec.due_date ? (
            <LabelledText label={t('recommendations.panel.due_date')}>
              {formatDate(`${rec.due_date}T12:00:00Z`, i18n.language)}
            </LabelledText>
          ) : null}
        </Group>
      ) : null}
    </>
  );
}

/** One kept recommendation on the assessment's page: what, why, how urgently, and how it ended. */
export function KeptRecommendation({
  recommendation: rec,
  assessment,
}: {
  recommendation: Recommendation;
  assessment: { id: string; type: string; task: string; created_at: string };
}) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const update = useUpdateRecommendation(assessment.type, assessment.id);
  const remove = useDeleteRecommendation(assessment.type, assessment.id);
  const lastMove = rec.moves.at(-1);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-testid="kept-recommendation"
      data-factor={rec.factor_key ?? ''}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <KeptHeading rec={rec} />
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('recommendations.panel.edit')}>
              <ActionIcon
                variant="subtle"
                color="gray.8"
                aria-label={`${t('recommendations.panel.edit')}: ${rec.title}`}
                onClick={() => setEditing(true)}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('recommendations.panel.delete')}>
              <ActionIcon
                variant="subtle"
                color="red.8"
                aria-label={`${t('recommendations.panel.delete')}: ${rec.title}`}
                onClick={() => setDeleting(true)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <KeptTexts rec={rec} />
        <SuggestionList recommendation={rec} />
        {rec.before_after ? (
          <BeforeAfterPanel comparison={rec.before_after} />
        ) : rec.assessment === assessment.id ? (
          <FollowUpPicker recommendation={rec} assessment={assessment} />
        ) : null}
        {lastMove ? (
          <Text size="xs" c="gray.7" data-testid="last-move">
            {t('recommendations.panel.moved', {
              name: lastMove.by.name,
              status: t(`recommendations.status.${lastMove.to}`),
              date: formatDate(lastMove.at, i18n.language),
            })}
          </Text>
        ) : null}
      </Stack>
      {editing ? (
        <RecommendationForm
          opened
          title={t('recommendations.panel.edit_title')}
          initial={fieldsOf(rec)}
          saving={update.isPending}
          onClose={() => setEditing(false)}
          onSave={(fields) =>
            update.mutateAsync({ recommendation: rec.id, change: toBody(fields) })
          }
        />
      ) : null}
      <ConfirmModal
        opened={deleting}
        title={t('recommendations.panel.delete_title')}
        body={t('recommendations.panel.delete_body', { title: rec.title })}
        confirmLabel={t('recommendations.panel.delete')}
        danger
        loading={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(rec.id, {
            onSuccess: () => setDeleting(false),
            onError: (error) => notifyError(error.message),
          })
        }
      />
    </Paper>
  );
}
