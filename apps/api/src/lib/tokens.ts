import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { userId, type UserId } from '@ergo/db';

/** An unguessable token for links and refresh sessions (256 bits, URL-safe). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as hashes, so a database leak does not leak live sessions or links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** User ids travel in links as base64url, like the `uid` of API-CONTRACT's links. */
export const encodeUid = (userId: UserId) => Buffer.from(userId, 'utf8').toString('base64url');
/** A link's `uid` as the user id it names (still to be found with the link's token). */
export function decodeUid(uid: string): UserId | null {
  const value = Buffer.from(uid, 'base64url').toString('utf8');
  return /^[0-9a-f-]{36}$/i.test(value) ? userId(value) : null;
}
