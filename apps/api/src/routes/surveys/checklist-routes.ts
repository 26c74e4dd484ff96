import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiRoutes,
  checklistDetailSchema,
  checklistQuestionsSchema,
  idParamSchema,
  LANGUAGES,
  msg,
} from '@ergo/contracts';
import { checklistDetail, checklistQuestions } from '../../domain/surveys/checklist';
import { requireAuth } from '../../plugins/authenticate';
import { errors, security, type AssessmentRouteOptions } from '../assessments/route-kit';

const tags = ['checklist'];

/** SPEC §7 Checklist (the ergonomist's side): the questions and one checklist's detail. */
export async function checklistRoutes(
  app: FastifyInstance,
  { ctx, authenticate }: AssessmentRouteOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    apiRoutes.checklist.questions.path,
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        querystring: z.object({
          language: z.enum(LANGUAGES, { error: msg.invalidChoice }).optional(),
        }),
        response: { 200: checklistQuestionsSchema, ...errors },
      },
    },
    async (request) => checklistQuestions(request.query.language ?? request.lang),
  );

  r.get(
    apiRoutes.checklist.detail.path,
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        params: idParamSchema,
        response: { 200: checklistDetailSchema, ...errors },
      },
    },
    async (request) => checklistDetail(ctx, requireAuth(request), request.params.id, request.lang),
  );
}
