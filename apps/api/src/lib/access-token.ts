import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Caller } from '../domain/caller';
import { organizationId, userId } from '@ergo/db';

/**
 * What an access token says: the caller (user and organization) and the sign-in session it belongs
 * to (`sid`, the refresh-token family), so that ending the session ends its access tokens too.
 */
export type AccessClaims = Caller & { sessionId: string };

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; expired: boolean };

/** Short-lived HS256 access tokens; the refresh token (opaque, stored hashed) renews them. */
export class AccessTokens {
  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ org: claims.orgId, sid: claims.sessionId, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.secret);
  }

  /**
   * Checks the signature and the claims only; whether the session is still alive is the caller's
   * question (see LiveSessions). A token without `exp` never expires, so it is refused outright.
   */
  async verify(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ['HS256'],
        requiredClaims: ['exp'],
      });
      if (
        payload.typ !== 'access' ||
        typeof payload.sub !== 'string' ||
        typeof payload.org !== 'string' ||
        typeof payload.sid !== 'string'
      ) {
        return { ok: false, expired: false };
      }
      return {
        ok: true,
        // The one place a request's user and organization are made: the signature vouches for them.
        claims: {
          userId: userId(payload.sub),
          orgId: organizationId(payload.org),
          sessionId: payload.sid,
        },
      };
    } catch (error) {
      return { ok: false, expired: error instanceof joseErrors.JWTExpired };
    }
  }
}
