import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@ergo/contracts';
import { notFound } from '../lib/errors';

/** apps/web/dist, seen from the sources (src/plugins) and from the bundle (dist/). */
export function webDistFolder(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [path.resolve(here, '../../../web/dist'), path.resolve(here, '../../web/dist')].find(
    (dir) => existsSync(path.join(dir, 'index.html')),
  );
}

/**
 * Serves the built SPA at / with client-side routing: unknown non-API GETs get index.html, while
 * unknown /api paths answer the JSON 404 envelope.
 */
export async function registerWebApp(app: FastifyInstance, serveWeb: boolean): Promise<void> {
  const root = serveWeb ? webDistFolder() : undefined;
  if (root) {
    await app.register(fastifyStatic, { root, wildcard: false, index: ['index.html'] });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`);
    // Client-side routes have no file extension; a missing /assets/x.js must be a 404, not the page.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (!isApi && !looksLikeFile && root && request.method === 'GET') {
      return reply.type('text/html').sendFile('index.html');
    }
    throw notFound();
  });
}
