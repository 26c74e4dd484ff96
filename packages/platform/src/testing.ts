/** Polls until `check` holds (jobs, events and notifications arrive asynchronously). */
export async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export { OutageProxy } from './events/outage-proxy';
