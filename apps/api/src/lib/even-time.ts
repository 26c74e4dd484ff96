import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs `work` and answers no sooner than `minMs` after the start, whether it succeeds or throws: a
 * request whose work depends on a secret (does this address have an account?) then takes the same
 * time either way, as long as the work fits in `minMs`. The work is done by the time the answer
 * leaves, so it cannot slow the caller's next request either.
 */
export async function noSoonerThan<T>(minMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const waitTheRest = () => sleep(Math.max(0, minMs - (performance.now() - started)));
  try {
    return await work();
  } finally {
    await waitTheRest();
  }
}
