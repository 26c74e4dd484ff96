import { Badge, Button, Group, Text } from '@mantine/core';
import { IconDeviceFloppy, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PreviewResult } from '../../lib/preview';
import { ScoreDisc } from '../score-summary';

/**
 * Shown while corrections are edited: the stored score → the previewed one, and the buttons that
 * discard the edits or let the server recompute and store them.
 */
export function PreviewBar({
  savedScore,
  savedRisk,
  preview,
  saving,
  onSave,
  onDiscard,
}: {
  savedScore: number | null;
  savedRisk: string;
  preview: PreviewResult | null;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" data-testid="preview-bar">
      {preview ? (
        <Group gap={8}>
          <ScoreDisc score={savedScore} risk={savedRisk} size={36} />
          <Text c="dimmed">→</Text>
          <ScoreDisc
            score={preview.score}
            risk={preview.risk_level}
            size={44}
            testId="preview-score"
          />
          <Badge color="violet" variant="light">
            {t('overrides.preview_badge')}
          </Badge>
        </Group>
      ) : null}
      <Button
        variant="default"
        leftSection={<IconX size={16} />}
        onClick={onDiscard}
        disabled={saving}
      >
        {t('overrides.discard')}
      </Button>
      <Button
        leftSection={<IconDeviceFloppy size={16} />}
        onClick={onSave}
        loading={saving}
        data-testid="save-corrections"
      >
        {t('overrides.save')}
      </Button>
    </Group>
  );
}
