import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The app with the zod type provider: what a group of routes registers on. */
export const withZod = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
export type ZodRoutes = ReturnType<typeof withZod>;
