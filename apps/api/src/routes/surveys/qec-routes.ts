import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiRoutes,
  detailSchema,
  idParamSchema,
  publicLinkSchema,
  qecDetailSchema,
  qecLinkRequestSchema,
  qecResultSchema,
  qecSummarySchema,
  translate,
} from '@ergo/contracts';
import {
  openQecLink,
  qecDetail,
  qecResult,
  qecSummary,
  revokeQecLink,
} from '../../domain/surveys/qec';
import { requireAuth } from '../../plugins/authenticate';
import { errors, security, type AssessmentRouteOptions } from '../assessments/route-kit';

const tags = ['qec'];
const resultQuerySchema = z.object({
  worker: z.uuid({ error: 'qec.unknown_worker' }).optional(),
});

/** SPEC §7 QEC (the ergonomist's side): detail, the workers' link, result and summary. */
export async function qecRoutes(
  app: FastifyInstance,
  { ctx, authenticate }: AssessmentRouteOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    apiRoutes.qec.detail.path,
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        params: idParamSchema,
        response: { 200: qecDetailSchema, ...errors },
      },
    },
    async (request) => qecDetail(ctx, requireAuth(request), request.params.id, request.lang),
  );

  r.post(
    apiRoutes.qec.openLink.path,
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        description:
          "Opens the workers' link (`url`, `<origin>/qec/<qec_id>/<token>`), open for `expires_in_days` (1-90, default 30); the previous link stops working.",
        params: idParamSchema,
        body: qecLinkRequestSchema,
        response: { 201: publicLinkSchema, ...errors },
      },
    },
    async (request, reply) => {
      const link = await openQecLink(
        ctx,
        requireAuth(request),
        request.params.id,
        request.body?.expires_in_days,
      );
      return reply.status(201).send(link);
    },
  );

  r.delete(
    apiRoutes.qec.closeLink.path,
    {
      onRequest: authenticate,
      schema: { tags, security, params: idParamSchema, response: { 200: detailSchema, ...errors } },
    },
    async (request) => {
      await revokeQecLink(ctx, requireAuth(request), request.params.id);
      return { detail: translate('qec.link_revoked', request.lang) };
    },
  );

  r.get(
    apiRoutes.qec.result.path,
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        description:
          "The exposure scores: all workers combined (per question the median answer, ties to the worse), or one worker's with `worker=<submission id>`.",
        params: idParamSchema,
        querystring: resultQuerySchema,
        response: { 200: qecResultSchema, ...errors },
      },
    },
    async (request) =>
      qecResult(ctx, requireAuth(request), request.params.id, request.query.worker, request.lang),
  );

  r.get(
    apiRoutes.qec.summary.path,
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        params: idParamSchema,
        response: { 200: qecSummarySchema, ...errors },
      },
    },
    async (request) => qecSummary(ctx, requireAuth(request), request.params.id),
  );
}
