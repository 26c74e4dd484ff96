import type { Recommendation } from '@ergo/contracts';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../../../lib/assessment-kinds';
import { formatDate } from '../../../lib/dates';
import { notifyError } from '../../../lib/notify';
import { useFollowUpCandidates, useUpdateRecommendation } from '../api/recommendations';

/**
 * Closes a recommendation with a follow-up assessment: a later assessment of the same task and
 * method, made after the change. The server then measures before and after.
 */
export function FollowUpPicker({
  recommendation,
  assessment,
}: {
  recommendation: Recommendation;
  assessment: { id: string; type: string; task: string; created_at: string };
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const candidates = useFollowUpCandidates(assessment, open);
  const update = useUpdateRecommendation(assessment.type, assessment.id);
  if (!open)
    return (
      <Button
        size="xs"
        variant="light"
        color="teal.9"
        leftSection={<IconLink size={14} />}
        onClick={() => setOpen(true)}
        data-testid="attach-follow-up"
      >
        {t('recommendations.followUp.attach')}
      </Button>
    );
  const options = (candidates.data ?? []).map((candidate) => ({
    value: candidate.id,
    label: `${candidate.name} · ${formatDate(candidate.created_at, i18n.language)}${
      candidate.score === null
        ? ''
        : ` · ${formatScore(candidate.type, candidate.score, i18n.language)}`
    }`,
  }));
  return (
    <Stack gap="xs" data-testid="follow-up-picker">
      <Select
        label={t('recommendations.followUp.label')}
        description={t('recommendations.followUp.hint')}
        placeholder={t('recommendations.followUp.placeholder')}
        data={options}
        value={chosen}
        onChange={setChosen}
        nothingFoundMessage={t('recommendations.followUp.none')}
        disabled={candidates.isPending}
      />
      {candidates.isSuccess && options.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('recommendations.followUp.none')}
        </Text>
      ) : null}
      <Group gap="xs" justify="flex-end">
        <Button size="xs" variant="default" onClick={() => setOpen(false)}>
          {t('common.cancel')}
        </Button>
        <Button
          size="xs"
          color="teal.9"
          disabled={!chosen}
          loading={update.isPending}
          onClick={() =>
            chosen &&
            update.mutate(
              { recommendation: recommendation.id, change: { follow_up_assessment: chosen } },
              { onSuccess: () => setOpen(false), onError: (error) => notifyError(error.message) },
            )
          }
          data-testid="confirm-follow-up"
        >
          {t('recommendations.followUp.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
