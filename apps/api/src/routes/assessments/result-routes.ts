import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiRoutes,
  averagesDocumentSchema,
  averagesView,
  bodyPartDocumentSchema,
  bodyPartView,
  breakpointsDocumentSchema,
  breakpointsView,
  errorEnvelopeSchema,
  heatMapDocumentSchema,
  heatMapView,
  kinematicsDocumentSchema,
  kinematicsView,
  lineGraphDocumentSchema,
  lineGraphView,
  poseDocumentSchema,
  scoreDocumentSchema,
  scoreView,
  typeAndIdParamSchema,
} from '@ergo/contracts';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../context';
import { requireAuth } from '../../plugins/authenticate';
import { poseForOverlay } from '../../domain/results/pose-overlay';
import { loadResults } from '../../domain/results/load-results';
import { findThumbnail, thumbnailFiles } from '../../domain/results/thumbnails';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
/** A thumbnail: JPEG bytes. */
const jpegSchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', description: 'image/jpeg' });

/** A result route answers its document (the contract's schema) or the error envelope. */
const answers = <T extends z.ZodType>(schema: T) => ({ 200: schema, ...errors });
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
    loadResults(ctx.db, requireAuth(request), request.params);

  r.get(
    apiRoutes.assessment.score.path,
    {
      schema: {
        tags,
        security,
        params,
        description:
          'Final score (sustained worst posture), band, peak, time-weighted view and the explanation of each step.',
        response: answers(scoreDocumentSchema),
      },
    },
    async (request) => scoreView((await load(request)).results, request.lang),
  );

  r.get(
    apiRoutes.assessment.bodyPart.path,
    { schema: { tags, security, params, response: answers(bodyPartDocumentSchema) } },
    async (request) => bodyPartView((await load(request)).results),
  );

  r.get(
    apiRoutes.assessment.heatMap.path,
    { schema: { tags, security, params, response: answers(heatMapDocumentSchema) } },
    async (request) => heatMapView((await load(request)).results),
  );

  r.get(
    apiRoutes.assessment.kinematics.path,
    { schema: { tags, security, params, response: answers(kinematicsDocumentSchema) } },
    async (request) => kinematicsView((await load(request)).results),
  );

  r.get(
    apiRoutes.assessment.average.path,
    { schema: { tags, security, params, response: answers(averagesDocumentSchema) } },
    async (request) => averagesView((await load(request)).results),
  );

  r.get(
    apiRoutes.assessment.lineGraph.path,
    {
      schema: {
        tags,
        security,
        params,
        querystring: z.object({
          body_part: z.string({ error: 'assessments.unknown_body_part' }).max(40),
        }),
        response: answers(lineGraphDocumentSchema),
      },
    },
    async (request) => {
      const graph = lineGraphView((await load(request)).results, request.query.body_part);
      if (!graph) throw new AppError(400, 'assessments.unknown_body_part', 'body_part');
      return graph;
    },
  );

  r.get(
    apiRoutes.assessment.breakpoints.path,
    { schema: { tags, security, params, response: answers(breakpointsDocumentSchema) } },
    async (request) => {
      const { row, results } = await load(request);
      const images = await thumbnailFiles(ctx.db, {
        orgId: row.organizationId,
        assessmentId: row.id,
      });
      // a change at the final posture's or the peak's frame has that picture (one per frame)
      return breakpointsView(
        results,
        images.map((image) => image.time),
        (time) => `/api/operation/${row.type}/${row.id}/thumbnail/?time=${time}`,
      );
    },
  );

  r.get(
    apiRoutes.assessment.pose.path,
    {
      schema: {
        tags,
        security,
        params,
        description:
          '2D keypoints ([x, y, score] × 33, video pixels) of every analysed frame, for the skeleton overlay.',
        response: answers(poseDocumentSchema),
      },
    },
    async (request) => poseForOverlay(ctx, requireAuth(request), request.params),
  );

  r.get(
    apiRoutes.assessment.thumbnail.path,
    {
      schema: {
        tags,
        security,
        params,
        querystring: z.object({ time: z.coerce.number().min(0).optional() }),
        description:
          'JPEG of the final posture (or of the pictured moment nearest `time`: a breakpoint, the peak), skeleton drawn, face blurred.',
        produces: ['image/jpeg', 'application/json'],
        // The image is sent as bytes (never serialized); the schema documents it.
        response: answers(jpegSchema),
      },
    },
    async (request, reply) => {
      const file = await findThumbnail(
        ctx.db,
        requireAuth(request),
        request.params,
        request.query.time,
      );
      return reply
        .header('Content-Type', 'image/jpeg')
        .header('Cache-Control', 'private, max-age=300')
        .send(await ctx.files.readBuffer(file.id));
    },
  );
}
