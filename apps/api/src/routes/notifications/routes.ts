import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { languageSchema } from '@ergo/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { websocketIds } from '@ergo/db';
import type { NotificationHub } from './hub';

const query = z.object({ uuid: z.string().max(64), lang: languageSchema.optional() });

/**
 * GET /api/ws/?uuid=<GET /auth/get-uuid/>&lang=en|tr — the browser's one notification socket. An
 * unknown or expired identifier closes the socket with code 4401.
 */
export async function notificationRoutes(
  app: FastifyInstance,
  { ctx, hub }: { ctx: AppContext; hub: NotificationHub },
) {
  app.route({
    method: 'GET',
    url: '/ws/',
    schema: { hide: true },
    // A plain HTTP request (no Upgrade header) gets told what this address is for.
    handler: async (_request, reply) => {
      void reply.header('Upgrade', 'websocket');
      throw new AppError(426, 'errors.websocket_only');
    },
    wsHandler: async (socket, request) => {
      const parsed = query.safeParse(request.query);
      const uuid =
        parsed.success && /^[0-9a-f-]{36}$/i.test(parsed.data.uuid) ? parsed.data.uuid : null;
      const [found] = uuid
        ? await ctx.db
            .select()
            .from(websocketIds)
            .where(and(eq(websocketIds.id, uuid), gt(websocketIds.expiresAt, new Date())))
        : [];
      if (!found) {
        socket.close(4401, 'unauthorized');
        return;
      }
      hub.add(found.organizationId, {
        socket,
        userId: found.userId,
        lang: (parsed.success && parsed.data.lang) || request.lang,
      });
      socket.send(JSON.stringify({ type: 'ready' }));
    },
  });
}
