import { checklist } from '@ergo/contracts';
import {
  Alert,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { DetailHeader } from '../../assessment-detail';
import { RecommendationsAndNotes } from '../../recommendations';
import { useChecklistDetail } from '../api/get-checklist-detail';
import { ChecklistLinkCard } from '../components/checklist-link-card';
import { ChecklistResponses } from '../components/checklist-responses';
import { ChecklistResult } from '../components/checklist-result';
import { DetailLoadError } from '../components/detail-load-error';
import { useSurveyTour, type SurveyTourCard } from '../components/survey-tour';

/**
 * An office checklist at /assessments/checklist/:id: its response link until the deadline, then
 * the latest response scored (compliance and risk level), critical items answered No first, and
 * every answer by category.
 */
/** The cards the checklist tour shows, in order. */
const TOUR_CARDS: readonly SurveyTourCard[] = [
  ['[data-testid="response-link"]', 'link'],
  ['[data-testid="checklist-score"], [data-testid="checklist-waiting"]', 'result'],
  ['[data-testid="checklist-responses"]', 'responses'],
];

export function ChecklistDetailRoute() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const query = useChecklistDetail(id);
  const detail = query.data;
  useSurveyTour(checklist.code, TOUR_CARDS, Boolean(detail));

  if (query.isPending) return <PageLoader />;
  if (query.isError || !detail) return <DetailLoadError error={query.error} />;

  const waiting = detail.responses_count === 0;
  return (
    <>
      <DetailHeader assessment={detail} />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: waiting ? 2 : 1 }} spacing="lg">
          <ChecklistLinkCard detail={detail} />
          {waiting ? (
            <Card withBorder padding="lg" data-testid="checklist-waiting">
              <Stack gap="sm">
                <Group gap="sm">
                  <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden>
                    <IconHourglass size={20} />
                  </ThemeIcon>
                  <Title order={2} size="h4">
                    {t('surveys.checklist.waiting.title')}
                  </Title>
                </Group>
                <Text size="sm">
                  {detail.url !== null
                    ? t('surveys.checklist.waiting.open')
                    : t('surveys.checklist.waiting.closed')}
                </Text>
                {detail.url !== null ? (
                  <Group gap="xs">
                    <Loader size="xs" aria-hidden />
                    <Text size="sm" c="gray.7">
                      {t('assessmentDetail.status.auto_refresh')}
                    </Text>
                  </Group>
                ) : null}
              </Stack>
            </Card>
          ) : null}
        </SimpleGrid>
        {!waiting && detail.result ? (
          <ChecklistResult detail={detail} result={detail.result} />
        ) : null}
        {!waiting && !detail.result ? (
          <Alert color="gray" variant="light">
            {detail.status_message}
          </Alert>
        ) : null}
        {!waiting ? <ChecklistResponses detail={detail} /> : null}
        <RecommendationsAndNotes assessment={{ ...detail, scored: detail.result !== null }} />
      </Stack>
    </>
  );
}
