import { findMethod } from '@ergo/contracts';
import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/errors';
import { PageLoader } from '../../../components/page-loader';
import { useAssessment } from '../api/get-assessment';
import { AnalysisFailed, AnalysisProgress } from '../components/analysis-status';
import { CompletedDetail } from '../components/completed-detail';
import { DetailHeader } from '../components/detail-header';

/**
 * The detail screen of an assessment of a method assessed from a video (/assessments/:type/:id),
 * read from the method's descriptor. The app routes a QEC and a checklist to their own screens.
 */
export function AssessmentDetailRoute() {
  const { t } = useTranslation();
  const type = useParams().type ?? '';
  const id = useParams().id ?? '';
  const method = findMethod(type);
  const known = method?.capture === 'video';
  const assessment = useAssessment(type, id);

  if (!method || !known)
    return (
      <Alert color="red" title={t('errors.not_found')} data-testid="detail-error">
        {t('assessmentDetail.unknown_type')}
      </Alert>
    );
  if (assessment.isPending) return <PageLoader />;
  if (assessment.isError) {
    const message =
      assessment.error instanceof ApiError ? assessment.error.message : t('errors.unexpected');
    return (
      <Alert color="red" title={t('assessmentDetail.load_failed')} data-testid="detail-error">
        {message}
        <Button
          component={Link}
          to="/assessments"
          variant="default"
          size="xs"
          mt="sm"
          display="block"
          w="fit-content"
        >
          {t('assessmentDetail.back_to_list')}
        </Button>
      </Alert>
    );
  }
  const data = assessment.data;
  return (
    <>
      <DetailHeader assessment={data} />
      {data.status === 'completed' ? (
        // Keyed so that the corrections being edited do not carry over to another assessment.
        <CompletedDetail key={`${data.type}-${data.id}`} assessment={data} method={method} />
      ) : data.status === 'failed' ? (
        <AnalysisFailed assessment={data} method={method} />
      ) : (
        <AnalysisProgress assessment={data} />
      )}
    </>
  );
}
