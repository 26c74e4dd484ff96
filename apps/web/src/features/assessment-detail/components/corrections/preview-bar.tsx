import { Badge, Button, Group, Loader, Text } from '@mantine/core';
import { IconDeviceFloppy, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PreviewResult } from '../../lib/preview';
import { ScoreDisc } from '../score-summary';

/**
 * Shown while corrections are edited: the stored score → the server's preview of what saving
 * stores (a spinner while it recomputes), and the buttons that discard the edits or save them.
 * Saving waits for the preview (`canSave`); the status under the title says why.
 */
export function PreviewBar({
  savedScore,
  savedRisk,
  preview,
  pending,
  canSave,
  saving,
  onSave,
  onDiscard,
}: {
  savedScore: number | null;
  savedRisk: string;
  preview: PreviewResult | null;
  pending: boolean;
  canSave: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" data-testid="preview-bar">
      {pending ? (
        <Loader size="sm" color="violet" aria-hidden data-testid="preview-pending" />
      ) : null}
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
        disabled={!canSave && !saving}
        data-testid="save-corrections"
      >
        {t('overrides.save')}
      </Button>
    </Group>
  );
}
