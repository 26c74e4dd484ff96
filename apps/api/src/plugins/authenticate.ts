import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../domain/caller';
import type { AccessClaims, AccessTokens } from '../lib/access-token';
import { sessionExpired, unauthorized } from '../lib/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** the verified caller; set by `authenticate`, null on public routes */
    auth: AccessClaims | null;
  }
}

/** Reads the caller from a verified token; a route must use `requireAuth` to get it. */
export function requireAuth(request: FastifyRequest): Caller {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** preHandler for signed-in routes: `Authorization: Bearer <access>`. */
export function makeAuthenticate(tokens: AccessTokens) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw unauthorized();
    const result = await tokens.verify(match[1]);
    if (!result.ok) throw result.expired ? sessionExpired() : unauthorized();
    request.auth = result.claims;
  };
}
