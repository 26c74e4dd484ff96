import { apiRoutes } from '@ergo/contracts';
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '@ergo/db';
import { z } from 'zod';
import type { AppContext } from '../context';

const healthSchema = z.object({
  status: z.literal('ok'),
  /**
   * How this instance hears analysis progress published elsewhere (its WebSocket notifications):
   * 'in-process' (embedded), 'listening', or 'reconnecting' after losing the database connection.
   */
  notifications: z.enum(['in-process', 'listening', 'reconnecting']),
});

/**
 * 200 once the database answers (API-CONTRACT "Process"). A notification listener that is
 * reconnecting keeps it 200: the instance still serves every request, analyses are stored and
 * polled, and taking it out of a load balancer would not bring the shared database back sooner.
 */
export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get(
    apiRoutes.health.path,
    { schema: { tags: ['health'], response: { 200: healthSchema } } },
    async (): Promise<z.infer<typeof healthSchema>> => {
      await pingDatabase(ctx.db);
      return { status: 'ok', notifications: ctx.events.state };
    },
  );
}
