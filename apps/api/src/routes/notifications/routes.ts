import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoutes, languageSchema } from '@ergo/contracts';
import type { AppContext } from '../../context';
import { consumeWebsocketId } from '../../domain/accounts/websocket-ids';
import { AppError } from '../../lib/errors';
import type { NotificationHub } from './hub';
import { isAllowedOrigin } from './origin';

const query = z.object({ uuid: z.string().max(64), lang: languageSchema.optional() });

/**
 * How often the open sockets' sessions are read again: a session ended through another API
 * instance closes its sockets here within this time (one query for all of them).
 */
export const SOCKET_SESSION_CHECK_MS = 10_000;

/**
 * GET /api/ws/?uuid=<GET /auth/get-uuid/>&lang=en|tr — the browser's one notification socket. A
 * page of another origin is refused before the upgrade (403). An unknown, used or expired id, or one
 * of an ended session, closes the socket with code 4401; so does the end of the session later.
 */
export async function notificationRoutes(
  app: FastifyInstance,
  { ctx, hub }: { ctx: AppContext; hub: NotificationHub },
) {
  const stopListening = ctx.sessions.onRevoked((sessionIds) => hub.closeSessions(sessionIds));
  const timer = setInterval(() => {
    ctx.sessions.sweep(hub.sessions()).catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'could not check the sessions of the notification sockets');
    });
  }, SOCKET_SESSION_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    stopListening();
  });

  app.route({
    method: apiRoutes.websocket.method,
    url: apiRoutes.websocket.path,
    schema: { hide: true },
    preValidation: async (request) => {
      const own = { publicUrl: ctx.config.publicUrl, host: request.host };
      if (!isAllowedOrigin(request.headers.origin, own))
        throw new AppError(403, 'errors.access_denied');
    },
    // A plain HTTP request (no Upgrade header) gets told what this address is for.
    handler: async (_request, reply) => {
      void reply.header('Upgrade', 'websocket');
      throw new AppError(426, 'errors.websocket_only');
    },
    wsHandler: async (socket, request) => {
      const parsed = query.safeParse(request.query);
      const uuid =
        parsed.success && /^[0-9a-f-]{36}$/i.test(parsed.data.uuid) ? parsed.data.uuid : null;
      const found = uuid ? await consumeWebsocketId(ctx.db, uuid) : null;
      if (!found || !(await ctx.sessions.isAlive(found))) {
        socket.close(4401, 'unauthorized');
        return;
      }
      hub.add(found.orgId, {
        socket,
        userId: found.userId,
        sessionId: found.sessionId,
        lang: (parsed.success && parsed.data.lang) || request.lang,
      });
      socket.send(JSON.stringify({ type: 'ready' }));
    },
  });
}
