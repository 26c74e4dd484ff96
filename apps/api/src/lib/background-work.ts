import type { Logger } from '@ergo/platform';

/**
 * Work a request starts but does not wait for: it runs after the answer has been sent, so that the
 * answer's content and timing say nothing about what the work found (whether an address has an
 * account, whether a mail went out). A failure is logged, never thrown at the caller. Closing the
 * app waits for what is still running, so no task outlives the database it uses.
 */
export class BackgroundWork {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: Logger) {}

  /** Starts `task` on a later turn of the event loop; `label` names it in the error log. */
  run(label: string, task: () => Promise<void>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) =>
        this.log.error({ err: error, task: label }, 'background task failed'),
      )
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  /** Resolves once every task started so far (and any they started) has finished. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
