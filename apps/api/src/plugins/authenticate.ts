import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionLiveness } from '../context';
import type { AccessClaims, AccessTokens } from '../lib/access-token';
import { sessionExpired, unauthorized } from '../lib/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** the verified caller; set by `authenticate`, null on public routes */
    auth: AccessClaims | null;
  }
}

/** Reads the caller from a verified token; a route must use `requireAuth` to get it. */
export function requireAuth(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * preHandler for signed-in routes: `Authorization: Bearer <access>`, of a session that has not
 * ended (logout, password change or reset, a stolen refresh token): such a token answers like an
 * expired one, so the client tries its refresh token, which is refused too, and signs in again.
 */
export function makeAuthenticate(tokens: AccessTokens, sessions: SessionLiveness) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw unauthorized();
    const result = await tokens.verify(match[1]);
    if (!result.ok) throw result.expired ? sessionExpired() : unauthorized();
    if (!(await sessions.isAlive(result.claims))) throw sessionExpired();
    request.auth = result.claims;
  };
}
