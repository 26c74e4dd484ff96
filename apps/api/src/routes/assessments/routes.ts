import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiRoutes,
  assessmentChangeSchema,
  assessmentListQuerySchema,
  assessmentSchema,
  assessmentUpdateSchema,
  correctionPreviewSchema,
  detailSchema,
  idParamSchema,
  pagedSchema,
  translate,
  typeAndIdParamSchema,
} from '@ergo/contracts';
import { listChanges } from '../../domain/assessments/changes';
import { deleteAssessment } from '../../domain/assessments/delete-assessment';
import { findAssessment } from '../../domain/assessments/find-assessment';
import { listAssessments } from '../../domain/assessments/list-assessments';
import { previewCorrection } from '../../domain/assessments/preview-correction';
import { updateAssessment } from '../../domain/assessments/update-assessment';
import { LIST_DESCRIPTION, listResponse, pagingFrom } from '../../lib/paging';
import { requireAuth } from '../../plugins/authenticate';
import { errors, security, tags, type AssessmentRouteOptions } from './route-kit';

/**
 * SPEC §7 Assessments: the list, one assessment, its corrections (and their dry run) and their
 * history, delete.
 */
export async function assessmentRoutes(
  app: FastifyInstance,
  { ctx, authenticate }: AssessmentRouteOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    apiRoutes.assessments.list.path,
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        description: LIST_DESCRIPTION,
        querystring: assessmentListQuerySchema,
        response: {
          200: z.union([pagedSchema(assessmentSchema), z.array(assessmentSchema)]),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const paging = pagingFrom(request.query);
      const list = await listAssessments(
        ctx.db,
        requireAuth(request),
        request.query,
        paging,
        request.lang,
      );
      return listResponse(request, reply, paging, list);
    },
  );

  r.delete(
    apiRoutes.assessments.delete.path,
    {
      onRequest: authenticate,
      schema: { tags, security, params: idParamSchema, response: { 200: detailSchema, ...errors } },
    },
    async (request) => {
      await deleteAssessment(ctx, requireAuth(request), request.params.id);
      return { detail: translate('assessments.deleted', request.lang) };
    },
  );

  r.get(
    apiRoutes.assessment.get.path,
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
      (await findAssessment(ctx.db, requireAuth(request), request.params, request.lang)).presented,
  );

  r.patch(
    apiRoutes.assessment.update.path,
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
      updateAssessment(ctx, requireAuth(request), request.params, request.body, request.lang),
  );

  r.post(
    apiRoutes.assessment.preview.path,
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        description:
          'Dry run of PATCH …/update/ with the same body: the score that saving would store, ' +
          'recomputed from the stored keypoints the same way, and `moves` when saving makes ' +
          'another frame (or the other arm or knee) the final posture. Nothing is stored.',
        params: typeAndIdParamSchema,
        body: assessmentUpdateSchema,
        response: { 200: correctionPreviewSchema, ...errors },
      },
    },
    async (request) => previewCorrection(ctx, requireAuth(request), request.params, request.body),
  );

  r.get(
    apiRoutes.assessment.overrides.path,
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        params: typeAndIdParamSchema,
        response: { 200: z.array(assessmentChangeSchema), ...errors },
      },
    },
    async (request) => listChanges(ctx.db, requireAuth(request), request.params),
  );
}
