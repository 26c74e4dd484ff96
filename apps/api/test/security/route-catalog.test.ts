import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RouteCatalog } from './route-catalog';

/** A bare app with the given routes registered, as the sweeps see them. */
async function catalogued(register: (app: FastifyInstance) => void) {
  const catalog = new RouteCatalog();
  const app = Fastify();
  app.addHook('onRoute', catalog.listen);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  register(app);
  await app.ready();
  await app.close();
  return catalog.read();
}

const security = [{ bearerAuth: [] }];
const handler = async () => ({});

describe('the route catalogue the sweeps read', () => {
  it('classifies routes by their schema and address, one entry per method', async () => {
    const { routes, unclassified } = await catalogued((app) => {
      app.get('/api/operation/:id/', {
        schema: { security, params: z.object({ id: z.uuid() }) },
        handler,
      });
      app.post('/api/auth/unlock/', { schema: { body: z.object({ uid: z.string() }) }, handler });
      app.get('/api/health/', { schema: {}, handler });
      app.route({
        method: ['GET', 'HEAD'],
        url: '/api/operation/:type/:id/file/',
        schema: {
          params: z.object({ type: z.enum(['reba']), id: z.uuid() }),
          querystring: z.object({ signature: z.string().optional() }),
        },
        handler,
      });
      app.get('/api/form/:token/', {
        schema: { tags: ['public forms'], params: z.object({ token: z.string() }) },
        handler,
      });
    });
    expect(unclassified).toEqual([]);
    expect(routes.map((r) => [r.method, r.url, r.access, r.pathParams])).toEqual([
      ['GET', '/api/operation/:id/', 'signed-in', ['id']],
      ['HEAD', '/api/operation/:id/', 'signed-in', ['id']],
      ['POST', '/api/auth/unlock/', 'public', []],
      ['GET', '/api/health/', 'public', []],
      ['HEAD', '/api/health/', 'public', []],
      ['GET', '/api/operation/:type/:id/file/', 'signed-link', ['type', 'id']],
      ['HEAD', '/api/operation/:type/:id/file/', 'signed-link', ['type', 'id']],
      ['GET', '/api/form/:token/', 'public', ['token']],
      ['HEAD', '/api/form/:token/', 'public', ['token']],
    ]);
    expect(routes[0]?.params?.properties?.id?.format).toBe('uuid');
  });

  it('lists a route it cannot classify instead of skipping it', async () => {
    const { routes, unclassified } = await catalogued((app) => {
      // forgot `security` (and is not a public address)
      app.get('/api/operation/stray/', { schema: {}, handler });
      // a path parameter the schema does not describe
      app.get('/api/operation/:id/loose/', { schema: { security }, handler });
    });
    expect(routes).toEqual([]);
    expect(unclassified.map((u) => `${u.method} ${u.url}`)).toEqual([
      'GET /api/operation/stray/',
      'HEAD /api/operation/stray/',
      'GET /api/operation/:id/loose/',
      'HEAD /api/operation/:id/loose/',
    ]);
    expect(unclassified[2]?.reason).toMatch(/path parameters without a schema: id/);
  });
});
