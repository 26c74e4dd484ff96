import type { MethodDescriptor, ScoreDocument } from '@ergo/contracts';
import { Alert, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAdjustments, IconHistory, IconRuler2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Corrections } from '../../hooks/use-corrections';
import { formatTime } from '../../lib/format';
import { AngleCorrections } from './angle-corrections';
import { ChangeHistory } from './change-history';
import { InputCorrections } from './input-corrections';
import { PreviewBar } from './preview-bar';
import { PreviewStatus } from './preview-status';

/**
 * Correction (the ergonomist's word over the model's): override any measured angle of the final
 * posture (in every frame where it was held) and any method input. The server previews what saving
 * stores (marked preview), and says in words when saving moves the final posture, before the user
 * saves. Every change is listed with who made it and when.
 */
export function CorrectionsPanel({
  method,
  result,
  corrections,
}: {
  method: MethodDescriptor;
  result: ScoreDocument;
  corrections: Corrections;
}) {
  const { t, i18n } = useTranslation();
  const inForce = result.overridden?.length ?? 0;
  // results corrected before a correction reached every frame of the held posture do not say
  const held = result.corrected_frames;
  return (
    <Card withBorder padding="lg" data-testid="corrections" data-tour="corrections">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {t('overrides.title')}
            </Title>
            <Text size="sm" c="dimmed" maw={640}>
              {t('overrides.hint')}
            </Text>
            {/* always on the page: a live region announces what changes in it, not its arrival */}
            <PreviewStatus result={result} corrections={corrections} />
          </Stack>
          {corrections.editing ? (
            <PreviewBar
              savedScore={result.score}
              savedRisk={result.risk_level}
              preview={corrections.preview}
              pending={corrections.previewState === 'pending'}
              canSave={corrections.canSave}
              saving={corrections.saving}
              onSave={corrections.save}
              onDiscard={corrections.discard}
            />
          ) : null}
        </Group>
        {inForce > 0 ? (
          <Alert color="blue" variant="light" data-testid="corrections-in-force">
            {t('overrides.in_force', {
              count: inForce,
              measured: result.measured_score ?? '—',
              score: result.score ?? '—',
            })}
            {held ? (
              <Text span size="sm" data-testid="corrected-frames">
                {' '}
                {t('overrides.held_frames', {
                  start: formatTime(held.start, i18n.language),
                  end: formatTime(held.end, i18n.language),
                })}
              </Text>
            ) : null}
          </Alert>
        ) : null}
        {corrections.saveError.length > 0 ? (
          <Alert
            color="red"
            variant="light"
            title={t('overrides.save_failed')}
            data-testid="save-error"
          >
            {corrections.saveError.join(' ')}
          </Alert>
        ) : null}

        <Tabs defaultValue="angles" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="angles" leftSection={<IconRuler2 size={16} />}>
              {t('overrides.tabs.angles')}
            </Tabs.Tab>
            <Tabs.Tab value="inputs" leftSection={<IconAdjustments size={16} />}>
              {t('overrides.tabs.inputs')}
            </Tabs.Tab>
            <Tabs.Tab value="history" leftSection={<IconHistory size={16} />}>
              {t('overrides.tabs.history')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="angles" pt="md">
            <Text size="sm" c="dimmed" mb="sm">
              {t('overrides.angles_hint')}
            </Text>
            <AngleCorrections
              result={result}
              saved={corrections.savedAngles}
              draft={corrections.angleDraft}
              onDraft={corrections.setAngleDraft}
            />
          </Tabs.Panel>
          <Tabs.Panel value="inputs" pt="md">
            <InputCorrections
              method={method}
              values={corrections.inputs.inputs}
              onChange={corrections.inputs.set}
            />
          </Tabs.Panel>
          <Tabs.Panel value="history" pt="md">
            <ChangeHistory method={method.code} entries={corrections.history} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Card>
  );
}
