import type { FrameAssessment } from '@ergo/ergonomics';
import type { VideoAssessmentType } from '@ergo/contracts';

/**
 * The stored method inputs as the per-frame scoring takes them. They were validated by the
 * contracts' schemas when stored, and the contract codes are the ergonomics package's own codes.
 */
export function frameAssessmentOf(
  type: VideoAssessmentType,
  inputs: Record<string, unknown>,
): FrameAssessment {
  return { method: type, inputs } as unknown as FrameAssessment;
}
