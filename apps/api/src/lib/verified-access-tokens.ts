import { AccessTokens, type AccessClaims, type VerifyResult } from './access-token';

/** Enough for every signed-in browser of a large installation; the oldest entry goes first. */
const MAX_REMEMBERED = 10_000;

/** `exp` of a token whose signature has just been checked (seconds since the epoch), or null. */
function expiryOf(token: string): number | null {
  try {
    const payload: unknown = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    );
    const exp = (payload as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/**
 * Access tokens whose signature has been checked once are remembered until they expire: a browser
 * sends the same token with every request for its lifetime, and the signature check (jose, Web
 * Crypto, a thread-pool round trip) was a fifth of a list request's time (issue 17, item 15).
 * Only the exact token string that passed is remembered, and its expiry is checked at every use;
 * whether its session is still alive is checked on each request as before (see authenticate).
 */
export class VerifiedAccessTokens extends AccessTokens {
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();

  override async verify(token: string): Promise<VerifyResult> {
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAtMs) return { ok: true, claims: known.claims };
      this.verified.delete(token);
      return { ok: false, expired: true };
    }
    const result = await super.verify(token);
    const exp = result.ok ? expiryOf(token) : null;
    if (result.ok && exp !== null) {
      if (this.verified.size >= MAX_REMEMBERED) {
        const oldest = this.verified.keys().next().value;
        if (oldest !== undefined) this.verified.delete(oldest);
      }
      this.verified.set(token, { claims: result.claims, expiresAtMs: exp * 1000 });
    }
    return result;
  }
}
