import { createHmac } from 'node:crypto';
import { safeEqual } from './tokens';

/**
 * Short-lived signed links (GET …/url/): a <video> element cannot send a bearer token, so the link
 * itself carries an expiry and an HMAC of what it grants. Nothing else is accepted with it.
 */
export class UrlSigner {
  constructor(
    private readonly secret: Buffer,
    private readonly ttlSeconds = 15 * 60,
  ) {}

  private mac(resource: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${resource}\n${expires}`).digest('base64url');
  }

  sign(resource: string, now = Date.now()): { expires: number; signature: string } {
    const expires = Math.floor(now / 1000) + this.ttlSeconds;
    return { expires, signature: this.mac(resource, expires) };
  }

  verify(resource: string, expires: number, signature: string, now = Date.now()): boolean {
    if (!Number.isFinite(expires) || expires < Math.floor(now / 1000)) return false;
    return safeEqual(this.mac(resource, expires), signature);
  }
}
