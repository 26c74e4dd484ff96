import { AppError } from '../../lib/errors';

/** 409 with the reason an assessment has no results to serve: failed, or not analysed yet. */
export const noResults = (status: string) =>
  new AppError(
    409,
    status === 'failed' ? 'assessments.results_failed' : 'assessments.results_not_ready',
  );
