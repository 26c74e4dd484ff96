/*
 * Wake-ups for the password checks that wait for a turn (login-throttle.ts). Only a hint, kept in
 * this process: a woken check books again under the database lock, and one whose turn was freed by
 * another API instance, or by a booking that timed out, looks again after `maxMs` anyway.
 * One waiter is woken at a time, and passes the wake-up on when it did not find the turns taken
 * (it got one, or the address is locked): a burst of fifty then costs fifty bookings, not fifty
 * bookings for every check that ends.
 */

const waiting = new Map<string, Set<() => void>>();

const keyOf = (attempt: { email: string; ip: string }) =>
  JSON.stringify([attempt.email, attempt.ip]);

export interface Turn {
  /** resolves when a check of the same account and address ends, or after `maxMs` */
  freed: Promise<void>;
  /** stops watching (the caller has booked its turn, or been refused) */
  stop: () => void;
}

/**
 * Starts watching for a turn before booking one: a check that ends between the booking and the
 * wait still wakes the waiter.
 */
export function watchTurn(attempt: { email: string; ip: string }, maxMs: number): Turn {
  const key = keyOf(attempt);
  const waiters = waiting.get(key) ?? new Set<() => void>();
  waiting.set(key, waiters);
  let stop = () => {};
  const freed = new Promise<void>((resolve) => {
    const timer = setTimeout(() => stop(), maxMs);
    timer.unref();
    stop = () => {
      clearTimeout(timer);
      waiters.delete(stop);
      if (waiters.size === 0 && waiting.get(key) === waiters) waiting.delete(key);
      resolve();
    };
  });
  waiters.add(stop);
  return { freed, stop };
}

/** Wakes the longest waiting check of this account and address: a turn may be free. */
export function turnFreed(attempt: { email: string; ip: string }): void {
  const [first] = waiting.get(keyOf(attempt)) ?? [];
  first?.();
}
