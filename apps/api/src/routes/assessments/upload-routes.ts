import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiRoutes,
  acceptsVideo,
  assessmentSchema,
  createdAssessmentSchema,
  idParamSchema,
  isSurveyType,
  typeAndIdParamSchema,
} from '@ergo/contracts';
import type { VideoUpload } from '../../domain/assessments/accept-video';
import { createFormAssessment } from '../../domain/assessments/create-form-assessment';
import {
  checkNewAssessment,
  createVideoAssessment,
} from '../../domain/assessments/create-video-assessment';
import { findVideoAssessment, replaceVideo } from '../../domain/assessments/replace-video';
import type { Caller } from '../../domain/caller';
import { creditBalance, outOfCredit } from '../../domain/credits/credits';
import { fieldError } from '../../lib/errors';
import { requireAuth } from '../../plugins/authenticate';
import { formFields, readUpload, refuseOversizedUpload, type UploadFields } from './multipart';
import { errors, security, tags, type AssessmentRouteOptions } from './route-kit';
import type { AssessmentAddress } from '../../domain/assessments/address';

const multipartDoc = {
  consumes: ['multipart/form-data'],
  description:
    'multipart/form-data: task, type, name, employee_name, employee_number, the method inputs, then the file in `video` (MP4, MOV, AVI or MKV). Send the fields before the video: they are all checked when the video part begins, and an invalid form is answered (400) before the video is read. A file in any other field is refused (400) when its part begins, and a body whose Content-Length exceeds the video limit by more than 1 MiB is refused (413) before any of it is read.',
};
const createDoc = {
  consumes: ['multipart/form-data', 'application/json'],
  description: `${multipartDoc.description} A QEC (its video optional: it prefills the observer items) or a checklist (its \`deadline\`, no video) may also be created with a JSON body of the same fields; a checklist's answer carries its public response link in \`url\`.`,
};

/** SPEC §7: create an assessment with its video, and give an assessment a new video. */
export async function uploadRoutes(
  app: FastifyInstance,
  { ctx, authenticate }: AssessmentRouteOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const maxBytes = ctx.config.MAX_UPLOAD_MB * 1024 * 1024;
  const refuseOversized = refuseOversizedUpload(maxBytes);

  /** Without a credit nothing is read: a large upload would be refused after the transfer anyway. */
  async function refuseWithoutCredit(caller: Caller) {
    if ((await creditBalance(ctx.db, caller.orgId)) < 1) throw outOfCredit();
  }

  /** Runs `use` with the upload and discards a staged video that was not accepted. */
  async function withUpload<T>(upload: VideoUpload, use: (upload: VideoUpload) => Promise<T>) {
    try {
      return await use(upload);
    } finally {
      if (upload.staged) await ctx.files.discard(upload.staged);
    }
  }

  r.post(
    apiRoutes.operations.createAssessment.path,
    {
      onRequest: [authenticate, refuseOversized],
      schema: {
        tags,
        security,
        params: idParamSchema,
        response: { 201: createdAssessmentSchema, ...errors },
        ...createDoc,
      },
    },
    async (request, reply) => {
      const caller = requireAuth(request);
      const check = (fields: Record<string, unknown>) =>
        checkNewAssessment(ctx, caller, request.params.id, fields);
      await refuseWithoutCredit(caller);
      if (!request.isMultipart()) {
        const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
        const checked = await check(body as Record<string, unknown>);
        return reply
          .status(201)
          .send(await createFormAssessment(ctx, caller, checked, request.lang));
      }
      // When the video part begins: a type that takes no video is refused before it is read.
      const checkForVideo = async (fields: UploadFields) => {
        const checked = await check(formFields(fields));
        if (!acceptsVideo(checked.common.type))
          throw fieldError('video', 'assessments.video_not_accepted');
        return checked;
      };
      const upload = await readUpload(request, reply, {
        store: ctx.files,
        maxBytes,
        check: checkForVideo,
      });
      const created = await withUpload(upload, async (video) => {
        // No video came (so the fields were not checked yet): their problems come first.
        const checked = upload.checked ?? (await check(formFields(upload.fields)));
        if (!video.staged && isSurveyType(checked.common.type))
          return createFormAssessment(ctx, caller, checked, request.lang);
        return createVideoAssessment(ctx, caller, checked, video, request.lang);
      });
      return reply.status(201).send(created);
    },
  );

  async function newVideo(request: FastifyRequest, reply: FastifyReply, at: AssessmentAddress) {
    const caller = requireAuth(request);
    const found = await findVideoAssessment(ctx, caller, at);
    await refuseWithoutCredit(caller);
    const upload = await readUpload(request, reply, {
      store: ctx.files,
      maxBytes,
      check: () => Promise.resolve(found),
    });
    return withUpload(upload, (video) => replaceVideo(ctx, caller, found, video, request.lang));
  }

  r.post(
    apiRoutes.assessments.attachVideo.path,
    {
      onRequest: [authenticate, refuseOversized],
      schema: {
        tags,
        security,
        params: idParamSchema,
        response: { 200: assessmentSchema, ...errors },
        ...multipartDoc,
      },
    },
    async (request, reply) => newVideo(request, reply, { id: request.params.id }),
  );

  r.post(
    apiRoutes.assessment.upload.path,
    {
      onRequest: [authenticate, refuseOversized],
      schema: {
        tags,
        security,
        params: typeAndIdParamSchema,
        response: { 200: assessmentSchema, ...errors },
        ...multipartDoc,
      },
    },
    async (request, reply) => newVideo(request, reply, request.params),
  );
}
