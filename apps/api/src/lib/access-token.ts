import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Caller } from '../domain/caller';

/** What an access token says: the caller (user and organization). */
export type AccessClaims = Caller;

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; expired: boolean };

/** Short-lived HS256 access tokens; the refresh token (opaque, stored hashed) renews them. */
export class AccessTokens {
  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ org: claims.orgId, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.secret);
  }

  async verify(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] });
      if (
        payload.typ !== 'access' ||
        typeof payload.sub !== 'string' ||
        typeof payload.org !== 'string'
      ) {
        return { ok: false, expired: false };
      }
      return { ok: true, claims: { userId: payload.sub, orgId: payload.org } };
    } catch (error) {
      return { ok: false, expired: error instanceof joseErrors.JWTExpired };
    }
  }
}
