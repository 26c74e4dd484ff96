import type { DecodedFrame } from '../media/decode';

/**
 * Frames pushed from another thread, consumed as an async iterator. Pushes are only delivered
 * between inference steps, but they are already in the thread's message queue, so the feeder
 * (and its ffmpeg) never waits for the model.
 */
export class FrameInbox implements AsyncIterableIterator<DecodedFrame> {
  private readonly queue: DecodedFrame[] = [];
  private ended = false;
  private failure: Error | null = null;
  private wake: (() => void) | null = null;

  push(frame: DecodedFrame): void {
    this.queue.push(frame);
    this.notify();
  }

  end(): void {
    this.ended = true;
    this.notify();
  }

  fail(err: Error): void {
    this.failure ??= err;
    this.notify();
  }

  async next(): Promise<IteratorResult<DecodedFrame>> {
    for (;;) {
      if (this.failure) throw this.failure;
      const f = this.queue.shift();
      if (f) return { value: f, done: false };
      if (this.ended) return { value: undefined, done: true };
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }

  return(): Promise<IteratorResult<DecodedFrame>> {
    this.ended = true;
    this.queue.length = 0;
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private notify(): void {
    const w = this.wake;
    this.wake = null;
    w?.();
  }
}
