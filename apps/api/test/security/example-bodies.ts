import { CHECKLIST_QUESTIONS } from '@ergo/ergonomics';
import { WORKER } from '../../src/routes/surveys/test-helpers';

/**
 * Valid bodies of the routes whose schema has rules a JSON Schema cannot say (a checklist answers
 * every question; a worker's age is in range), which a sample drawn from the schema would break:
 * without them the sweeps' requests would be refused before the handler that decides tenancy.
 * The tenancy matrix fails on a route none of whose requests gets that far, naming it: add its
 * example here.
 */
export const EXAMPLE_BODIES: Record<string, unknown> = {
  'POST /api/operation/qec/worker/:qecId/:token/': WORKER,
  'POST /api/operation/checklist/:uid/:token/': {
    responses: CHECKLIST_QUESTIONS.map((q) => ({ question_id: q.id, answer: 'YES', comment: '' })),
  },
};
