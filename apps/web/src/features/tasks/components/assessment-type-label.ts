import type { AssessmentType } from '@ergo/contracts';

/** Catalogue key of each method's one-line description. */
export const assessmentTypeHintKey = (type: AssessmentType) => `assessmentTypes.${type}.hint`;
