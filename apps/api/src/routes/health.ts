import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';

/** 200 once the database answers (API-CONTRACT "Process"). */
export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get('/health/', { schema: { tags: ['health'] } }, async () => {
    await ctx.db.execute(sql`select 1`);
    return { status: 'ok' };
  });
}
