import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiRoutes,
  idParamSchema,
  notificationListSchema,
  notificationsReadSchema,
} from '@ergo/contracts';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../../domain/notifications/notifications';
import { requireAuth } from '../../plugins/authenticate';
import { errors, security, type AssessmentRouteOptions } from '../assessments/route-kit';

const tags = ['notifications'];

/**
 * The bell's history (issue 18): the analysis notifications stored for the caller, so a new
 * sign-in (another browser, a new tab) shows what happened meanwhile, read or unread. Only the
 * caller's own: another user's or another organization's is not found.
 */
export async function notificationHistoryRoutes(
  app: FastifyInstance,
  { ctx, authenticate }: AssessmentRouteOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', authenticate);

  r.get(
    apiRoutes.notifications.list.path,
    {
      schema: {
        tags,
        security,
        description:
          'The caller’s latest video-analysis notifications (at most 50), newest first, each in the caller’s language, with the number still unread.',
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => listNotifications(ctx.db, requireAuth(request), request.lang),
  );

  r.post(
    apiRoutes.notifications.markAllRead.path,
    {
      schema: {
        tags,
        security,
        description: 'Marks all of the caller’s notifications read.',
        response: { 200: notificationsReadSchema, ...errors },
      },
    },
    async (request) => markAllNotificationsRead(ctx.db, requireAuth(request)),
  );

  r.post(
    apiRoutes.notifications.markRead.path,
    {
      schema: {
        tags,
        security,
        description: 'Marks one of the caller’s notifications read.',
        params: idParamSchema,
        response: { 200: notificationsReadSchema, ...errors },
      },
    },
    async (request) => markNotificationRead(ctx.db, requireAuth(request), request.params.id),
  );
}
