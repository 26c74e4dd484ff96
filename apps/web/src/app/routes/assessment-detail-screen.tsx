import { useParams } from 'react-router';
import { AssessmentDetailRoute } from '../../features/assessment-detail';
import { ChecklistDetailRoute, QecDetailRoute } from '../../features/survey-detail';

/**
 * /assessments/:type/:id. The app chooses the screen: a QEC and a checklist have their own (a
 * survey and a form, each with a public link); any other type is a method assessed from a video.
 * Chosen here rather than in either feature, so that neither screen depends on the other.
 */
export function AssessmentDetailScreen() {
  const type = useParams().type ?? '';
  if (type === 'qec') return <QecDetailRoute />;
  if (type === 'checklist') return <ChecklistDetailRoute />;
  return <AssessmentDetailRoute />;
}
