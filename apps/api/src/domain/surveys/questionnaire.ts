import {
  findQuestionnaireMethod,
  questionnaireAnswersSchema,
  questionnaireIn,
  type Language,
  type QuestionnaireActivation,
} from '@ergo/contracts';
import type { Database } from '@ergo/db';
import type { AppContext } from '../../context';
import { parseOrThrow } from '../../lib/validation';
import { activationFailed, openedLink, type OpenedLink } from '../survey-links/public-links';
import { storeSubmission } from './store-submission';

/**
 * A survey method declared with a questionnaire (see `Questionnaire`), answered at the generic
 * public route. The link's kind names the method; a kind no such method declares, or a link that
 * is expired, revoked or not this kind's, opens nothing (the same 404 as every unusable link).
 */
export async function openedQuestionnaire(
  ctx: Pick<AppContext, 'db' | 'linkTokens'>,
  params: { kind: string; id: string; token: string },
) {
  const method = findQuestionnaireMethod(params.kind);
  if (!method) throw activationFailed();
  const opened = await openedLink(ctx, params.kind, params.id, params.token);
  if (opened.expired) throw activationFailed();
  return { method, opened };
}

type Opened = Awaited<ReturnType<typeof openedQuestionnaire>>;

/** GET: the form's title, the organization's name, until when it is open, and its questions. */
export function questionnaireActivation(
  { method, opened }: Opened,
  lang: Language,
): QuestionnaireActivation {
  return {
    title: opened.assessment.name,
    organization_name: opened.organizationName,
    expires_at: opened.link.expiresAt.toISOString(),
    questions: questionnaireIn(method.questionnaire, lang),
  };
}

/** POST: one respondent's answers, every question answered with one of its choices, stored and scored. */
export async function submitQuestionnaire(
  db: Database,
  { method, opened }: { method: Opened['method']; opened: OpenedLink },
  body: unknown,
): Promise<void> {
  const { answers } = parseOrThrow(questionnaireAnswersSchema(method.questionnaire), body);
  await storeSubmission(db, opened, { kind: method.publicLink.kind, answers });
}
