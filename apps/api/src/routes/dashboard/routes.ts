import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoutes, dashboardSchema } from '@ergo/contracts';
import { loadDashboard } from '../../domain/dashboard/dashboard';
import { requireAuth } from '../../plugins/authenticate';
import { errors, security, type AssessmentRouteOptions } from '../assessments/route-kit';

/** GET /dashboard/: the organization's risk at a glance (issue 16), from aggregate queries only. */
export async function dashboardRoutes(
  app: FastifyInstance,
  { ctx, authenticate }: AssessmentRouteOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', authenticate);
  r.get(
    apiRoutes.dashboard.path,
    {
      schema: {
        tags: ['dashboard'],
        security,
        response: { 200: dashboardSchema, ...errors },
      },
    },
    async (request) => loadDashboard(ctx.db, requireAuth(request)),
  );
}
