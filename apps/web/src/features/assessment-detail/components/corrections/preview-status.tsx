import type { ScoreDocument } from '@ergo/contracts';
import { Alert, Box, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowsMove } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Corrections } from '../../hooks/use-corrections';
import { formatNumber } from '../../lib/format';
import { measuredThereWords, moveWords } from '../../lib/posture-move';

/** Orange light alerts: the icon carries the colour, the title stays dark (orange on its tint is 3.6:1). */
const WARNING_STYLES = { title: { color: 'var(--mantine-color-gray-9)' } };

/**
 * What the server's preview says, in words, in one live region that stays on the page while
 * corrections are edited, so a screen reader hears each answer: recomputing; the score saving
 * stores; that saving moves the final posture (before the user saves); or why it cannot preview.
 * The alerts inside are not alerts of their own (role none): the region announces them once.
 */
export function PreviewStatus({
  result,
  corrections,
}: {
  result: ScoreDocument;
  corrections: Corrections;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { previewState: state, previewed } = corrections;
  const moves = previewed?.moves ?? null;
  const there = previewed && moves ? measuredThereWords(t, result, previewed, language) : [];
  return (
    <Box role="status" aria-live="polite" maw={640} data-testid="preview-status">
      {state === 'pending' ? (
        <Text size="sm" c="dimmed" mt={4}>
          {t('overrides.preview.pending')}
        </Text>
      ) : null}
      {previewed ? (
        <VisuallyHidden>
          {t('overrides.preview.ready', {
            score: formatNumber(previewed.score, language, 2),
            risk: t(`assessmentDetail.risk.${previewed.risk_level}`),
          })}
        </VisuallyHidden>
      ) : null}
      {moves ? (
        <Alert
          role="none"
          mt="xs"
          color="orange"
          variant="light"
          styles={WARNING_STYLES}
          icon={<IconArrowsMove size={18} />}
          title={t('overrides.move.title')}
          data-testid="posture-move"
        >
          <Text size="sm">{moveWords(t, moves, language)}</Text>
          {there.length > 0 ? (
            <Text size="sm" mt={4} data-testid="measured-there">
              {t('overrides.move.measured_there', { angles: there.join(', ') })}
            </Text>
          ) : null}
        </Alert>
      ) : null}
      {state === 'refused' ? (
        <Alert
          role="none"
          mt="xs"
          color="orange"
          variant="light"
          styles={WARNING_STYLES}
          title={t('overrides.preview_failed')}
          data-testid="preview-refused"
        >
          {corrections.previewRefused.join(' ')}
        </Alert>
      ) : null}
      {state === 'failed' ? (
        <Alert role="none" mt="xs" color="orange" variant="light" styles={WARNING_STYLES}>
          {t('overrides.preview.unavailable')}
        </Alert>
      ) : null}
    </Box>
  );
}
