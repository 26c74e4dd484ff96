import { hash, verify, type Options } from '@node-rs/argon2';

// OWASP's argon2id baseline (m = 19 MiB, t = 2, p = 1): about 10 ms per hash on this hardware.
// (`algorithm: 2` is Algorithm.Argon2id; the enum is an ambient const enum we cannot import.)
const options: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A fixed hash to verify against when the e-mail is unknown, so that a failed sign-in takes the
 * same time whether or not the account exists.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-just-timing');
  return dummyHash;
}
