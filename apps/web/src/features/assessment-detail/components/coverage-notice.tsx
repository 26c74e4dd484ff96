import { COVERAGE_RULES, type Coverage } from '@ergo/contracts';
import { Alert, List, Text } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatSeconds } from '../lib/format';

/**
 * Said on the result page when too little of the video was measured for its score to stand (the
 * score document's `coverage`): how much was measured, why that is not enough, and how to film
 * again. The score is then not a finding: it counts as no risk level anywhere.
 */
export function CoverageNotice({ coverage }: { coverage: Coverage }) {
  const { t, i18n } = useTranslation();
  if (coverage.sufficient) return null;
  const lang = i18n.language;
  const reasonParams = {
    min_clip: formatNumber(COVERAGE_RULES.minClipSeconds, lang),
    min_seconds: formatNumber(COVERAGE_RULES.minScoredSeconds, lang),
  };
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconEyeOff aria-hidden />}
      title={t('assessmentDetail.coverage.title')}
      data-testid="coverage-notice"
      role="note"
    >
      <Text size="sm" c="var(--mantine-color-text)">
        {t('assessmentDetail.coverage.measured', {
          scored: formatNumber(coverage.scored_frames, lang, 0),
          frames: formatNumber(coverage.frames, lang, 0),
          seconds: formatSeconds(coverage.scored_seconds, lang),
          duration: formatSeconds(coverage.duration_seconds, lang),
        })}{' '}
        {coverage.reason
          ? t(`assessmentDetail.coverage.reason.${coverage.reason}`, reasonParams)
          : ''}
      </Text>
      <Text size="sm" c="var(--mantine-color-text)" mt="xs">
        {t('assessmentDetail.coverage.not_a_finding')}
      </Text>
      <Text size="sm" fw={600} c="var(--mantine-color-text)" mt="xs">
        {t('assessmentDetail.coverage.what_to_do')}
      </Text>
      <List size="sm" c="var(--mantine-color-text)">
        <List.Item>{t('assessmentDetail.coverage.do_cycle')}</List.Item>
        <List.Item>{t('assessmentDetail.coverage.do_size')}</List.Item>
        <List.Item>{t('assessmentDetail.coverage.do_side')}</List.Item>
      </List>
    </Alert>
  );
}
