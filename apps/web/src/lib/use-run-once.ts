import { useEffect, useRef } from 'react';

/** Runs an effect once per key, also under StrictMode's double mount (link tokens are single-use). */
export function useRunOnce(key: string, run: () => void): void {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (done.current === key) return;
    done.current = key;
    run();
  }, [key, run]);
}
