import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PREFIX,
  apiRoutes,
  pathTo,
  signedUrlSchema,
  typeAndIdParamSchema,
} from '@ergo/contracts';
import { parseRange } from '@ergo/platform';
import { findAssessment } from '../../domain/assessments/find-assessment';
import { playableVideo } from '../../domain/assessments/playable-video';
import { findVideoByLink, videoResource } from '../../domain/assessments/video-link';
import { AppError, notFound } from '../../lib/errors';
import { requireAuth } from '../../plugins/authenticate';
import { errors, security, tags, type AssessmentRouteOptions } from './route-kit';
import { assessmentId, type OrganizationId, organizationId } from '@ergo/db';

/** SPEC §7: a signed link to an assessment's video (…/url/), and the video itself (…/file/). */
export async function videoRoutes(
  app: FastifyInstance,
  { ctx, authenticate }: AssessmentRouteOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    apiRoutes.assessment.videoUrl.path,
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        params: typeAndIdParamSchema,
        response: { 200: signedUrlSchema, ...errors },
      },
    },
    async (request) => {
      const caller = requireAuth(request);
      const { row, video } = await findAssessment(ctx.db, caller, request.params);
      if (!video) throw notFound();
      const { expires, signature } = ctx.urls.sign(
        videoResource({ orgId: caller.orgId, assessmentId: row.id }, video.id),
      );
      const query = { org: caller.orgId, expires, signature };
      return {
        url: `${API_PREFIX}${pathTo(apiRoutes.assessment.file, row, query)}`,
        expires_at: new Date(expires * 1000).toISOString(),
      };
    },
  );

  // The player reaches this with the signed link (no header); API clients may use the bearer token.
  const fileQuery = z.object({
    org: z.uuid().optional(),
    expires: z.coerce.number().optional(),
    signature: z.string().max(100).optional(),
  });
  r.route({
    method: ['GET', 'HEAD'],
    url: apiRoutes.assessment.file.path,
    schema: {
      tags,
      params: typeAndIdParamSchema,
      querystring: fileQuery,
      description:
        'The video, with HTTP Range support: its browser-playable copy (H.264 MP4) when the analysis made one, the uploaded file otherwise. Bearer token or the signed link of …/url/.',
    },
    handler: async (request, reply) => {
      const { type, id } = request.params;
      const { org, expires, signature } = request.query;
      let video;
      let orgId: OrganizationId;
      if (org && signature && expires) {
        // Only narrows the lookup: the link's signature over it is checked next, or nothing is served.
        orgId = organizationId(org);
        const scope = { orgId, assessmentId: assessmentId(id) };
        video = await findVideoByLink(ctx.db, { ...scope, type });
        if (!video || !ctx.urls.verify(videoResource(scope, video.id), expires, signature))
          throw notFound();
      } else {
        await authenticate(request, reply);
        const caller = requireAuth(request);
        orgId = caller.orgId;
        video = (await findAssessment(ctx.db, caller, { id, type })).video;
      }
      if (!video) throw notFound();
      const served = await playableVideo(ctx.db, orgId, video);
      const size = served.size;
      const range = parseRange(request.headers.range, size);
      reply.header('Accept-Ranges', 'bytes').header('Cache-Control', 'private, no-store');
      if (range === 'unsatisfiable') {
        // the size goes in Content-Range (RFC 9110), the explanation in the usual error envelope
        reply.header('Content-Range', `bytes */${size}`);
        throw new AppError(416, 'errors.range_not_satisfiable');
      }
      reply.header('Content-Type', served.contentType);
      const { start, end } = range ?? { start: 0, end: size - 1 };
      reply.header('Content-Length', String(size === 0 ? 0 : end - start + 1));
      if (range) reply.status(206).header('Content-Range', `bytes ${start}-${end}/${size}`);
      if (request.method === 'HEAD' || size === 0) return reply.send();
      return reply.send(ctx.files.read(served.id, start, end));
    },
  });
}
