import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiRoutes,
  assessmentListQuerySchema,
  idParamSchema,
  LANGUAGES,
  typeAndIdParamSchema,
} from '@ergo/contracts';
import { buildReport } from '../../domain/reports/report';
import { assessmentsWorkbook } from '../../domain/exports/assessments-xlsx';
import { framesCsv } from '../../domain/exports/frames-csv';
import { attachmentDisposition } from '../../lib/content-disposition';
import { requireAuth } from '../../plugins/authenticate';
import { errors, security, type AssessmentRouteOptions } from '../assessments/route-kit';
import type { AssessmentAddress } from '../../domain/assessments/address';

const tags = ['exports'];
const file = (type: string) =>
  z
    .custom<Buffer | string>((value) => Buffer.isBuffer(value) || typeof value === 'string')
    .meta({ type: 'string', format: 'binary', description: type });

/** An attachment with its name, also as UTF-8 (RFC 6266/5987) for names in Turkish. */
const attachment = (reply: FastifyReply, contentType: string, filename: string) =>
  reply
    .header('content-type', contentType)
    .header('content-disposition', attachmentDisposition(filename));

/** API-CONTRACT "Reports and exports": an assessment's frames as CSV, the list as a workbook. */
export async function exportRoutes(
  app: FastifyInstance,
  { ctx, authenticate }: AssessmentRouteOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', authenticate);

  r.get(
    apiRoutes.assessment.framesCsv.path,
    {
      schema: {
        tags,
        security,
        description:
          'The per-frame timeline of an analysed video: time, frame score and band, body-part scores, every angle with its confidence and source (3d, 2d, corrected). Stable column codes, decimal points.',
        params: typeAndIdParamSchema,
        response: { 200: file('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const { csv, filename } = await framesCsv(ctx, requireAuth(request), request.params);
      return attachment(reply, 'text/csv; charset=utf-8', filename).send(csv);
    },
  );

  const languageQuery = z.object({
    language: z.enum(LANGUAGES, { error: 'reports.language_invalid' }).optional(),
  });
  const report = async (
    request: FastifyRequest<{ Querystring: z.infer<typeof languageQuery> }>,
    reply: FastifyReply,
    at: AssessmentAddress,
  ) => {
    const { pdf, filename } = await buildReport(
      ctx,
      requireAuth(request),
      at,
      request.query.language ?? request.lang,
    );
    return attachment(reply, 'application/pdf', filename).send(pdf);
  };
  const reportSchema = {
    tags,
    security,
    description:
      'The assessment’s PDF report (A4) in `language` (en or tr; default: the Accept-Language), its file named in that language (Content-Disposition).',
    querystring: languageQuery,
    response: { 200: file('application/pdf'), ...errors },
  };

  r.get(
    apiRoutes.assessment.report.path,
    { schema: { ...reportSchema, params: typeAndIdParamSchema } },
    async (request, reply) => report(request, reply, request.params),
  );

  // The checklist's public form answers at /operation/checklist/{uid}/{token}/ (SPEC §7): its
  // four-segment path needs its own, more specific route.
  r.get(
    apiRoutes.checklist.report.path,
    { schema: { ...reportSchema, params: idParamSchema } },
    async (request, reply) => report(request, reply, { type: 'checklist', id: request.params.id }),
  );

  r.get(
    apiRoutes.assessments.exportList.path,
    {
      schema: {
        tags,
        security,
        description:
          'The assessments list with the same filters as GET /operation/assessments/ (no paging), one row per assessment with body-part scores and the method’s inputs.',
        querystring: assessmentListQuerySchema,
        response: {
          200: file('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const workbook = await assessmentsWorkbook(
        ctx.db,
        requireAuth(request),
        request.query,
        request.lang,
      );
      const day = new Date().toISOString().slice(0, 10);
      return attachment(
        reply,
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        `assessments-${day}.xlsx`,
      ).send(workbook);
    },
  );
}
