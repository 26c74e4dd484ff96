import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiRoutes,
  checklistActivationSchema,
  checklistResponseSchema,
  detailSchema,
  errorEnvelopeSchema,
  msg,
  qecActivationSchema,
  qecWorkerFormSchema,
  questionnaireActivationSchema,
  translate,
} from '@ergo/contracts';
import type { AppContext } from '../../context';
import { checklistActivation, submitChecklist } from '../../domain/surveys/checklist';
import { openedLink } from '../../domain/survey-links/public-links';
import { qecActivation, submitQecSurvey } from '../../domain/surveys/qec';
import {
  openedQuestionnaire,
  questionnaireActivation,
  submitQuestionnaire,
} from '../../domain/surveys/questionnaire';
import { AppError } from '../../lib/errors';
import { LinkAllowance } from './link-allowance';

const tags = ['public forms'];
/** A survey or checklist is a few kilobytes; anything far larger is not a form. */
const FORM_BODY_LIMIT = 64 * 1024;
const HOUR = 3_600_000;
const errors = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  410: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
};
/** Ids and tokens are read as plain text: a malformed one is a link that opens nothing (404). */
const qecParams = z.object({ qecId: z.string().max(64), token: z.string().max(128) });
const checklistParams = z.object({ uid: z.string().max(64), token: z.string().max(128) });
const questionnaireParams = z.object({
  kind: z.string().max(64),
  id: z.string().max(64),
  token: z.string().max(128),
});
/** Read loosely here; each method's own questions validate it (`questionnaireAnswersSchema`). */
const questionnaireBody = z.object({
  answers: z.record(z.string().max(64), z.string().max(200), { error: msg.invalidFormat }),
});

/**
 * SPEC §6: the worker and the checklist responder, who use a public link and no login. A link
 * opens its one form: the form's title and the organization's name, nothing else. Requests are
 * limited per address; per link, only the submissions stored are counted (LinkAllowance). Bodies
 * over FORM_BODY_LIMIT are refused.
 */
export async function publicFormRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perAddress = {
    rateLimit: { max: ctx.config.FORM_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
  };
  const perLink = new LinkAllowance(ctx.config.FORM_LINK_LIMIT_PER_HOUR, HOUR);
  const submitted = (lang: 'en' | 'tr') => ({ detail: translate('forms.submitted', lang) });

  r.get(
    apiRoutes.qec.workerForm.path,
    {
      schema: { tags, params: qecParams, response: { 200: qecActivationSchema, ...errors } },
      config: perAddress,
    },
    async (request) => {
      const opened = await openedLink(ctx, 'qec', request.params.qecId, request.params.token);
      if (opened.expired) throw new AppError(404, 'qec.activation_failed');
      return qecActivation(opened, request.lang);
    },
  );

  r.post(
    apiRoutes.qec.submitWorker.path,
    {
      bodyLimit: FORM_BODY_LIMIT,
      schema: {
        tags,
        params: qecParams,
        body: qecWorkerFormSchema,
        response: { 201: detailSchema, ...errors },
      },
      config: perAddress,
    },
    async (request, reply) => {
      const opened = await openedLink(ctx, 'qec', request.params.qecId, request.params.token);
      await perLink.spend(opened.link.id, () => submitQecSurvey(ctx.db, opened, request.body));
      return reply.status(201).send(submitted(request.lang));
    },
  );

  r.get(
    apiRoutes.checklist.publicForm.path,
    {
      schema: {
        tags,
        params: checklistParams,
        response: { 200: checklistActivationSchema, ...errors },
      },
      config: perAddress,
    },
    async (request) =>
      checklistActivation(
        await openedLink(ctx, 'checklist', request.params.uid, request.params.token),
        request.lang,
      ),
  );

  r.post(
    apiRoutes.checklist.submit.path,
    {
      bodyLimit: FORM_BODY_LIMIT,
      schema: {
        tags,
        params: checklistParams,
        body: checklistResponseSchema,
        response: { 201: detailSchema, ...errors },
      },
      config: perAddress,
    },
    async (request, reply) => {
      const opened = await openedLink(ctx, 'checklist', request.params.uid, request.params.token);
      await perLink.spend(opened.link.id, () =>
        submitChecklist(ctx.db, opened, request.body, request.lang),
      );
      return reply.status(201).send(submitted(request.lang));
    },
  );

  // A survey method declared with a questionnaire (none of SPEC's six): its link's kind names it.
  r.get(
    apiRoutes.survey.publicForm.path,
    {
      schema: {
        tags,
        description:
          "A questionnaire survey's public form: its title, the organization's name, until when it is open, and its questions in the caller's language.",
        params: questionnaireParams,
        response: { 200: questionnaireActivationSchema, ...errors },
      },
      config: perAddress,
    },
    async (request) =>
      questionnaireActivation(await openedQuestionnaire(ctx, request.params), request.lang),
  );

  r.post(
    apiRoutes.survey.submit.path,
    {
      bodyLimit: FORM_BODY_LIMIT,
      schema: {
        tags,
        description:
          "One respondent's answers: `answers` maps every question id to one of its choices.",
        params: questionnaireParams,
        body: questionnaireBody,
        response: { 201: detailSchema, ...errors },
      },
      config: perAddress,
    },
    async (request, reply) => {
      const opened = await openedQuestionnaire(ctx, request.params);
      await perLink.spend(opened.opened.link.id, () =>
        submitQuestionnaire(ctx.db, opened, request.body),
      );
      return reply.status(201).send(submitted(request.lang));
    },
  );
}
