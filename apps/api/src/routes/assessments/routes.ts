import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assessmentChangeSchema,
  assessmentListQuerySchema,
  assessmentSchema,
  assessmentUpdateSchema,
  detailSchema,
  errorEnvelopeSchema,
  findMethod,
  idParamSchema,
  listFieldNames,
  pagedSchema,
  signedUrlSchema,
  translate,
  typeAndIdParamSchema,
} from '@ergo/contracts';
import { pagedResponse, pagingFrom } from '../../lib/paging';
import { deleteAssessment, listAssessments } from './list';
import { listChanges, updateAssessment } from './update';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import { parseRange } from '../../files/range';
import { requireAuth } from '../../plugins/authenticate';
import {
  createVideoAssessment,
  findAssessment,
  findVideoByLink,
  replaceVideo,
  videoResource,
} from './assessments';
import { currentCredit, outOfCredit } from './credits';
import { flattenFields, readUpload } from './multipart';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  402: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
};
const security = [{ bearerAuth: [] }];
const tags = ['assessments'];

export interface AssessmentRouteOptions {
  ctx: AppContext;
  authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

const multipartDoc = {
  consumes: ['multipart/form-data'],
  description:
    'multipart/form-data: task, type, name, employee_name, employee_number, the method inputs, and the file in `video` (MP4, MOV, AVI or MKV).',
};

/** SPEC §7 Assessments: create with video, replace the video, and play it back. */
export async function assessmentRoutes(
  app: FastifyInstance,
  { ctx, authenticate }: AssessmentRouteOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const maxBytes = ctx.config.MAX_UPLOAD_MB * 1024 * 1024;

  async function upload(request: FastifyRequest) {
    // Refuse early, before a large upload is read, when no credit is left (the create itself re-checks atomically).
    if ((await currentCredit(ctx.db, requireAuth(request).orgId)) < 1) throw outOfCredit();
    const parsed = await readUpload(request, ctx.files, maxBytes);
    // A method's list inputs (REBA activity) keep every repeated part; other fields keep the last.
    const type = parsed.fields.type;
    const method = typeof type === 'string' ? findMethod(type) : undefined;
    return {
      fields: flattenFields(parsed.fields, new Set(listFieldNames(method?.fields ?? []))),
      upload: { staged: parsed.staged, originalName: parsed.originalName },
    };
  }

  r.get(
    '/operation/assessments/',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        querystring: assessmentListQuerySchema,
        response: {
          200: z.union([pagedSchema(assessmentSchema), z.array(assessmentSchema)]),
          ...errors,
        },
      },
    },
    async (request) => {
      const paging = pagingFrom(request.query);
      const { results, count } = await listAssessments(
        ctx.db,
        requireAuth(request),
        request.query,
        paging,
        request.lang,
      );
      return paging ? pagedResponse(request, paging, count, results) : results;
    },
  );

  r.delete(
    '/operation/assessment/:id/delete/',
    {
      onRequest: authenticate,
      schema: { tags, security, params: idParamSchema, response: { 200: detailSchema, ...errors } },
    },
    async (request) => {
      await deleteAssessment(ctx, requireAuth(request), request.params.id);
      return { detail: translate('assessments.deleted', request.lang) };
    },
  );

  r.post(
    '/operation/:id/assessment/create/',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        params: idParamSchema,
        response: { 201: assessmentSchema, ...errors },
        ...multipartDoc,
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { fields, upload: video } = await upload(request);
      return reply
        .status(201)
        .send(
          await createVideoAssessment(ctx, auth, request.params.id, fields, video, request.lang),
        );
    },
  );

  r.post(
    '/operation/assessment/:id/',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        params: idParamSchema,
        response: { 200: assessmentSchema, ...errors },
        ...multipartDoc,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { upload: video } = await upload(request);
      return replaceVideo(ctx, auth, request.params.id, undefined, video, request.lang);
    },
  );

  r.post(
    '/operation/:type/:id/upload/',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        params: typeAndIdParamSchema,
        response: { 200: assessmentSchema, ...errors },
        ...multipartDoc,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { upload: video } = await upload(request);
      return replaceVideo(ctx, auth, request.params.id, request.params.type, video, request.lang);
    },
  );

  r.get(
    '/operation/:type/:id/',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        params: typeAndIdParamSchema,
        response: { 200: assessmentSchema, ...errors },
      },
    },
    async (request) =>
      (
        await findAssessment(
          ctx.db,
          requireAuth(request),
          request.params.id,
          request.params.type,
          request.lang,
        )
      ).presented,
  );

  r.patch(
    '/operation/:type/:id/update/',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        params: typeAndIdParamSchema,
        body: assessmentUpdateSchema,
        response: { 200: assessmentSchema, ...errors },
      },
    },
    async (request) =>
      updateAssessment(
        ctx,
        requireAuth(request),
        request.params.id,
        request.params.type,
        request.body,
        request.lang,
      ),
  );

  r.get(
    '/operation/:type/:id/overrides/',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        params: typeAndIdParamSchema,
        response: { 200: z.array(assessmentChangeSchema), ...errors },
      },
    },
    async (request) =>
      listChanges(ctx, requireAuth(request), request.params.id, request.params.type),
  );

  r.get(
    '/operation/:type/:id/url/',
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
      const { row, video } = await findAssessment(
        ctx.db,
        requireAuth(request),
        request.params.id,
        request.params.type,
      );
      if (!video) throw notFound();
      const { expires, signature } = ctx.urls.sign(videoResource(row.id, video.id));
      return {
        url: `/api/operation/${row.type}/${row.id}/file/?expires=${expires}&signature=${signature}`,
        expires_at: new Date(expires * 1000).toISOString(),
      };
    },
  );

  // The player reaches this with the signed link (no header); API clients may use the bearer token.
  const fileQuery = z.object({
    expires: z.coerce.number().optional(),
    signature: z.string().max(100).optional(),
  });
  r.route({
    method: ['GET', 'HEAD'],
    url: '/operation/:type/:id/file/',
    schema: {
      tags,
      params: typeAndIdParamSchema,
      querystring: fileQuery,
      description: 'The video, with HTTP Range support. Bearer token or the signed link of …/url/.',
    },
    handler: async (request, reply) => {
      const { type, id } = request.params;
      let video;
      let orgId: string;
      if (request.query.signature && request.query.expires) {
        const found = await findVideoByLink(ctx.db, id, type);
        if (
          !found ||
          !ctx.urls.verify(
            videoResource(id, found.file.id),
            request.query.expires,
            request.query.signature,
          )
        )
          throw notFound();
        video = found.file;
        orgId = found.orgId;
      } else {
        await authenticate(request, reply);
        const auth = requireAuth(request);
        video = (await findAssessment(ctx.db, auth, id, type)).video;
        orgId = auth.orgId;
      }
      if (!video || video.organizationId !== orgId) throw notFound();
      const size = video.size;
      const range = parseRange(request.headers.range, size);
      reply.header('Accept-Ranges', 'bytes').header('Cache-Control', 'private, no-store');
      if (range === 'unsatisfiable') {
        // the size goes in Content-Range (RFC 9110), the explanation in the usual error envelope
        reply.header('Content-Range', `bytes */${size}`);
        throw new AppError(416, 'errors.range_not_satisfiable');
      }
      reply.header('Content-Type', video.contentType);
      const { start, end } = range ?? { start: 0, end: size - 1 };
      reply.header('Content-Length', String(size === 0 ? 0 : end - start + 1));
      if (range) reply.status(206).header('Content-Range', `bytes ${start}-${end}/${size}`);
      if (request.method === 'HEAD' || size === 0) return reply.send();
      return reply.send(ctx.files.read(video.id, start, end));
    },
  });
}
