import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiRoutes, assessmentSchema, typeAndIdParamSchema } from '@ergo/contracts';
import { chooseWorker } from '../../domain/assessments/choose-worker';
import { requireAuth } from '../../plugins/authenticate';
import { errors, security, tags, type AssessmentRouteOptions } from './route-kit';

/** A point on a person at a time of the video, in the analysed video's pixels. */
const workerPickBody = z.object({
  time: z.number().min(0).max(86_400),
  x: z.number().min(0).max(100_000),
  y: z.number().min(0).max(100_000),
});

/** Choosing the person to analyse in a video with several people (issue 15). */
export async function workerRoutes(
  app: FastifyInstance,
  { ctx, authenticate }: AssessmentRouteOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    apiRoutes.assessment.worker.path,
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        params: typeAndIdParamSchema,
        body: workerPickBody,
        response: { 202: assessmentSchema, ...errors },
        description:
          'Analyse the video again on the person at (x, y) at `time` seconds (video pixels). No credit is taken; the earlier results stay until the new ones are ready, and if the re-run fails.',
      },
    },
    async (request, reply) => {
      const caller = requireAuth(request);
      const assessment = await chooseWorker(
        ctx,
        caller,
        request.params,
        request.body,
        request.lang,
      );
      return reply.status(202).send(assessment);
    },
  );
}
