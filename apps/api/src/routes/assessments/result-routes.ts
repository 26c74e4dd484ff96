import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, typeAndIdParamSchema } from '@ergo/contracts';
import type { AppContext } from '../../context';
import { requireAuth } from '../../plugins/authenticate';
import { poseForOverlay } from './pose';
import {
  breakpointsView,
  findThumbnail,
  heatMapView,
  lineGraphView,
  loadResults,
  scoreView,
  thumbnailFiles,
} from './results';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
/** Result documents are built by @ergo/ergonomics' timeline summary (see the package README). */
const document = { 200: z.record(z.string(), z.unknown()), ...errors };
const security = [{ bearerAuth: [] }];
const tags = ['results'];
const params = typeAndIdParamSchema;

export interface ResultRouteOptions {
  ctx: AppContext;
  authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/**
 * SPEC §7: GET under /operation/{type}/{id}/ — score, body-part, heat-map, kinematics, avg,
 * line-graph?body_part=, breakpoints, thumbnail. All from the stored analysis of the video.
 */
export async function resultRoutes(
  app: FastifyInstance,
  { ctx, authenticate }: ResultRouteOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', authenticate);
  const load = (request: FastifyRequest<{ Params: z.infer<typeof params> }>) =>
    loadResults(ctx.db, requireAuth(request), request.params.id, request.params.type);

  r.get(
    '/operation/:type/:id/score/',
    {
      schema: {
        tags,
        security,
        params,
        description:
          'Final score (sustained worst posture), band, peak, time-weighted view and the explanation of each step.',
        response: document,
      },
    },
    async (request) => {
      const { results } = await load(request);
      return scoreView(results, request.lang);
    },
  );

  r.get(
    '/operation/:type/:id/body-part/',
    { schema: { tags, security, params, response: document } },
    async (request) => {
      const { results } = await load(request);
      return { method: results.method, body_parts: results.body_parts };
    },
  );

  r.get(
    '/operation/:type/:id/heat-map/',
    { schema: { tags, security, params, response: document } },
    async (request) => heatMapView((await load(request)).results),
  );

  r.get(
    '/operation/:type/:id/kinematics/',
    { schema: { tags, security, params, response: document } },
    async (request) => {
      const { results } = await load(request);
      return {
        method: results.method,
        sampled_fps: results.sampled_fps,
        joints: results.kinematics,
      };
    },
  );

  r.get(
    '/operation/:type/:id/avg/',
    { schema: { tags, security, params, response: document } },
    async (request) => {
      const { results } = await load(request);
      return { method: results.method, ...results.avg };
    },
  );

  r.get(
    '/operation/:type/:id/line-graph/',
    {
      schema: {
        tags,
        security,
        params,
        querystring: z.object({
          body_part: z.string({ error: 'assessments.unknown_body_part' }).max(40),
        }),
        response: document,
      },
    },
    async (request) => ({
      ...lineGraphView((await load(request)).results, request.query.body_part),
    }),
  );

  r.get(
    '/operation/:type/:id/breakpoints/',
    { schema: { tags, security, params, response: document } },
    async (request) => {
      const { row, results } = await load(request);
      return {
        method: results.method,
        breakpoints: breakpointsView(
          results,
          row,
          await thumbnailFiles(ctx.db, row.organizationId, row.id),
        ),
      };
    },
  );

  r.get(
    '/operation/:type/:id/pose/',
    {
      schema: {
        tags,
        security,
        params,
        description:
          '2D keypoints ([x, y, score] × 33, video pixels) of every analysed frame, for the skeleton overlay.',
        response: document,
      },
    },
    async (request) =>
      poseForOverlay(ctx, requireAuth(request), request.params.id, request.params.type),
  );

  r.get(
    '/operation/:type/:id/thumbnail/',
    {
      schema: {
        tags,
        security,
        params,
        querystring: z.object({ time: z.coerce.number().min(0).optional() }),
        description:
          'JPEG of the final posture (or of the breakpoint nearest `time`), skeleton drawn, face blurred.',
      },
    },
    async (request, reply) => {
      const file = await findThumbnail(
        ctx.db,
        requireAuth(request),
        request.params.id,
        request.params.type,
        request.query.time,
      );
      return reply
        .header('Content-Type', 'image/jpeg')
        .header('Cache-Control', 'private, max-age=300')
        .send(await ctx.files.readBuffer(file.id));
    },
  );
}
