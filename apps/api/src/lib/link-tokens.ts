import { createHmac, randomBytes } from 'node:crypto';
import { hashToken } from './tokens';

/**
 * Tokens of public form links. A token is an HMAC of the link's id and a random nonce under the
 * server's secret (256 bits, unguessable without the secret). The database keeps only the nonce
 * and the token's hash: a leaked table opens no form, yet the app can show the ergonomist the link
 * again by deriving it anew.
 */
export class LinkTokens {
  constructor(private readonly secret: Buffer) {}

  /** Keyed from the app's signing secret (so every instance sharing JWT_SECRET agrees), never the same key. */
  static fromSecret(appSecret: Buffer): LinkTokens {
    return new LinkTokens(createHmac('sha256', appSecret).update('public-form-links').digest());
  }

  newNonce(): string {
    return randomBytes(16).toString('base64url');
  }

  token(linkId: string, nonce: string): string {
    return createHmac('sha256', this.secret)
      .update(`public-link\n${linkId}\n${nonce}`)
      .digest('base64url');
  }

  hash(token: string): string {
    return hashToken(token);
  }
}

/** The shape a token has (43 URL-safe characters); anything else is refused before a lookup. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
