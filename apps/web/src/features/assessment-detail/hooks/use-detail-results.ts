import type { MethodDescriptor } from '@ergo/contracts';
import type { DetailAssessment } from '../api/get-assessment';
import {
  useBodyParts,
  useBreakpoints,
  useHeatMap,
  useKinematics,
  usePose,
  useScore,
} from '../api/get-results';
import { useVideoUrl } from '../api/get-video-url';

/**
 * The result documents of a completed assessment. A method that scores no parts (its descriptor
 * draws no figure: a lift) has no heat map or parts table, so they are not asked for.
 */
export function useDetailResults(assessment: DetailAssessment, method: MethodDescriptor) {
  const { type, id } = assessment;
  const scoresParts = method.figure !== null;
  return {
    score: useScore(type, id),
    heatMap: useHeatMap(type, id, scoresParts),
    bodyParts: useBodyParts(type, id, scoresParts),
    kinematics: useKinematics(type, id),
    breakpoints: useBreakpoints(type, id),
    videoUrl: useVideoUrl(type, id, Boolean(assessment.video)),
    pose: usePose(type, id, true),
  };
}
