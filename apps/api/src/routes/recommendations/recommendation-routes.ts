import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { z } from 'zod';
import {
  apiRoutes,
  boardQuerySchema,
  detailSchema,
  idParamSchema,
  nextSuggestionRequestSchema,
  nextSuggestionSchema,
  proposalSchema,
  recommendationInputSchema,
  recommendationSchema,
  recommendationUpdateSchema,
  suggestionInputSchema,
  suggestionSchema,
  suggestionUpdateSchema,
  translate,
  typeAndIdParamSchema,
} from '@ergo/contracts';
import {
  assessmentRecommendations,
  createRecommendation,
  deleteRecommendation,
  sampleRecommendations,
  updateRecommendation,
} from '../../domain/recommendations/commands';
import { listBoard } from '../../domain/recommendations/queries';
import {
  createSuggestion,
  deleteSuggestion,
  suggestAnother,
  updateSuggestion,
} from '../../domain/recommendations/suggestions';
import { requireAuth } from '../../plugins/authenticate';
import { errors, security, type AssessmentRouteOptions } from '../assessments/route-kit';
import { withZod, type ZodRoutes } from '../zod-routes';

const tags = ['recommendations'];
const list = z.array(recommendationSchema);

/** API-CONTRACT "Recommendations, suggestions": the board, an assessment's, proposals, suggestions. */
export async function recommendationRoutes(
  app: FastifyInstance,
  { ctx, authenticate }: AssessmentRouteOptions,
) {
  const r = withZod(app);
  app.addHook('onRequest', authenticate);

  boardRoutes(r, ctx);
  keptRecommendationRoutes(r, ctx);
  suggestionRoutes(r, ctx);
}

/** The improvement board, and an assessment's recommendations and proposals. */
function boardRoutes(r: ZodRoutes, ctx: AppContext) {
  r.get(
    apiRoutes.recommendations.board.path,
    {
      schema: {
        tags,
        security,
        description:
          'The improvement board: the organization’s recommendations, filtered by operation, task, status and priority. Texts kept from the catalogue come in the caller’s language (Accept-Language); `typed` marks the ones served as typed.',
        querystring: boardQuerySchema,
        response: { 200: list, ...errors },
      },
    },
    async (request) => listBoard(ctx.db, requireAuth(request), request.lang, request.query),
  );

  // The checklist's public form answers at /operation/checklist/{uid}/{token}/ (SPEC §7): its
  // four-segment path needs its own, more specific route.
  r.get(
    apiRoutes.checklist.recommendations.path,
    { schema: { tags, security, params: idParamSchema, response: { 200: list, ...errors } } },
    async (request) =>
      assessmentRecommendations(
        ctx.db,
        requireAuth(request),
        { id: request.params.id, type: 'checklist' },
        request.lang,
      ),
  );

  // an assessment's recommendations, at the two paths SPEC §7 names (the ROSA one is generic)
  for (const path of [
    apiRoutes.recommendations.list.path,
    apiRoutes.recommendations.ofAssessment.path,
  ])
    r.get(
      path,
      {
        schema: {
          tags,
          security,
          params: typeAndIdParamSchema,
          response: { 200: list, ...errors },
        },
      },
      async (request) =>
        assessmentRecommendations(ctx.db, requireAuth(request), request.params, request.lang),
    );

  r.get(
    apiRoutes.recommendations.starters.path,
    {
      schema: {
        tags,
        security,
        description:
          'The catalogue’s proposals for the assessment as it stands (not saved), most urgent first; `kept` marks a factor already answered.',
        params: typeAndIdParamSchema,
        response: { 200: z.array(proposalSchema), ...errors },
      },
    },
    async (request) =>
      sampleRecommendations(ctx.db, requireAuth(request), request.params, request.lang),
  );
}

/** A kept recommendation: create, change, delete. */
function keptRecommendationRoutes(r: ZodRoutes, ctx: AppContext) {
  r.post(
    apiRoutes.recommendations.create.path,
    {
      schema: {
        tags,
        security,
        params: typeAndIdParamSchema,
        body: recommendationInputSchema,
        response: { 201: recommendationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createRecommendation(
        ctx.db,
        requireAuth(request),
        request.params,
        request.body,
        request.lang,
      );
      return reply.code(201).send(created);
    },
  );

  r.patch(
    apiRoutes.recommendations.update.path,
    {
      schema: {
        tags,
        security,
        description:
          'Any field. A status change (a board move) is recorded with who made it; a follow-up assessment closes the recommendation unless a status is sent. A text sent stays the catalogue’s only when it is exactly the catalogue’s (in either language); a catalogue timeframe follows the priority.',
        params: idParamSchema,
        body: recommendationUpdateSchema,
        response: { 200: recommendationSchema, ...errors },
      },
    },
    async (request) =>
      updateRecommendation(
        ctx.db,
        requireAuth(request),
        request.params.id,
        request.body,
        request.lang,
      ),
  );

  r.delete(
    apiRoutes.recommendations.delete.path,
    {
      schema: { tags, security, params: idParamSchema, response: { 200: detailSchema, ...errors } },
    },
    async (request) => {
      await deleteRecommendation(ctx.db, requireAuth(request), request.params.id);
      return { detail: translate('recommendations.deleted', request.lang) };
    },
  );
}

/** The suggestions under a recommendation: add, change, delete, suggest another. */
function suggestionRoutes(r: ZodRoutes, ctx: AppContext) {
  r.post(
    apiRoutes.recommendations.suggest.path,
    {
      schema: {
        tags,
        security,
        params: idParamSchema,
        body: suggestionInputSchema,
        response: { 201: suggestionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createSuggestion(
        ctx.db,
        requireAuth(request),
        request.params.id,
        request.body,
        request.lang,
      );
      return reply.code(201).send(created);
    },
  );

  r.patch(
    apiRoutes.recommendations.updateSuggestion.path,
    {
      schema: {
        tags,
        security,
        params: idParamSchema,
        body: suggestionUpdateSchema,
        response: { 200: suggestionSchema, ...errors },
      },
    },
    async (request) =>
      updateSuggestion(ctx.db, requireAuth(request), request.params.id, request.body, request.lang),
  );

  r.delete(
    apiRoutes.recommendations.deleteSuggestion.path,
    {
      schema: { tags, security, params: idParamSchema, response: { 200: detailSchema, ...errors } },
    },
    async (request) => {
      await deleteSuggestion(ctx.db, requireAuth(request), request.params.id);
      return { detail: translate('recommendations.suggestion_deleted', request.lang) };
    },
  );

  r.post(
    apiRoutes.recommendations.suggestFromAssessment.path,
    {
      schema: {
        tags,
        security,
        description:
          'The catalogue’s next option for a recommendation’s risk factor (or `factor_key`), not yet among its suggestions nor in `skip`; `suggestion` is null when none is left. Nothing is saved.',
        body: nextSuggestionRequestSchema,
        response: { 200: nextSuggestionSchema, ...errors },
      },
    },
    async (request) => suggestAnother(ctx.db, requireAuth(request), request.body, request.lang),
  );
}
