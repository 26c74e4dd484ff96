import { qec } from '@ergo/contracts';
import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { AnalysisProgress, DetailHeader } from '../../assessment-detail';
import { RecommendationsAndNotes } from '../../recommendations';
import { isAnalysing, useQecDetail } from '../api/get-qec-detail';
import { useQecSummary } from '../api/get-qec-summary';
import { DetailLoadError } from '../components/detail-load-error';
import { QecLinkCard } from '../components/qec-link-card';
import { QecObserverCard } from '../components/qec-observer-card';
import { QecPartsCard } from '../components/qec-parts-card';
import { QecResults } from '../components/qec-results';
import { QecWorkers } from '../components/qec-workers';
import { useSurveyTour, type SurveyTourCard } from '../components/survey-tour';

/**
 * A QEC ('HMD') at /assessments/qec/:id: the workers' link, what the result still needs, the
 * observer's items (prefilled from the video when it has one), the result once both parts exist,
 * and the workers' answers.
 */
/** The cards the QEC tour shows, in order. */
const TOUR_CARDS: readonly SurveyTourCard[] = [
  ['[data-testid="workers-link"]', 'link'],
  ['[data-testid="qec-parts"]', 'parts'],
  ['[data-testid="observer-part"]', 'observer'],
  ['[data-testid="qec-results"], [data-testid="result-waiting"]', 'result'],
];

export function QecDetailRoute() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const query = useQecDetail(id);
  const detail = query.data;
  const summary = useQecSummary(id, detail?.workers_count ?? 0, (detail?.workers_count ?? 0) > 0);
  useSurveyTour(qec.code, TOUR_CARDS, Boolean(detail));

  if (query.isPending) return <PageLoader />;
  if (query.isError || !detail) return <DetailLoadError error={query.error} />;

  const analysing = isAnalysing(detail);
  const submissions = summary.data?.submissions ?? [];
  return (
    <>
      <DetailHeader assessment={detail} />
      <Stack gap="lg">
        {analysing ? <AnalysisProgress assessment={detail} /> : null}
        {detail.status === 'failed' ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title={t('assessmentDetail.status.failed')}
            data-testid="analysis-failed"
          >
            {detail.status_message || t('assessmentDetail.status.failed_generic')}{' '}
            {t('surveys.qec.observer.by_hand')}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <QecLinkCard detail={detail} />
          <QecPartsCard detail={detail} />
        </SimpleGrid>
        {/* Keyed by the stored items: a save or a finished analysis starts the form from them. */}
        <QecObserverCard
          key={JSON.stringify(detail.inputs)}
          detail={detail}
          analysing={analysing}
        />
        {detail.observer_qec_created && detail.worker_qec_created ? (
          <QecResults detail={detail} submissions={submissions} />
        ) : (
          <Alert
            color="blue"
            variant="light"
            icon={<IconInfoCircle size={18} />}
            data-testid="result-waiting"
          >
            {t('surveys.qec.result.waiting')}
          </Alert>
        )}
        {summary.data && summary.data.workers_count > 0 ? (
          <QecWorkers summary={summary.data} />
        ) : null}
        <RecommendationsAndNotes
          assessment={{
            ...detail,
            scored: detail.observer_qec_created && detail.worker_qec_created,
          }}
        />
      </Stack>
    </>
  );
}
