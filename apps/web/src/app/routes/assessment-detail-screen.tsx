import { checklist, qec } from '@ergo/contracts';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { AssessmentDetailRoute } from '../../features/assessment-detail';
import { ChecklistDetailRoute, QecDetailRoute } from '../../features/survey-detail';

/** The survey and form methods' own screens, by their descriptor's code. */
const SURVEY_SCREENS = new Map<string, ComponentType>([
  [qec.code, QecDetailRoute],
  [checklist.code, ChecklistDetailRoute],
]);

/**
 * /assessments/:type/:id. The app chooses the screen: a survey or form method has its own (QEC's
 * and the checklist's, each with a public link); any other type is a method assessed from a video.
 * Chosen here rather than in either feature, so that neither screen depends on the other.
 */
export function AssessmentDetailScreen() {
  const type = useParams().type ?? '';
  const Screen = SURVEY_SCREENS.get(type) ?? AssessmentDetailRoute;
  return <Screen />;
}
