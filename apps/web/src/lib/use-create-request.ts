import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** `?new` in a list's address: a "Create …" link from elsewhere (the dashboard's first steps). */
export const CREATE_REQUEST = 'new';

/** The address that opens a list screen with its create form open: '/operations?new'. */
export const withCreateRequest = (path: string) => `${path}?${CREATE_REQUEST}`;

/**
 * Whether the screen was opened to create something: it then opens its form at once, ahead of
 * its tour (issue 30: "Create your first operation" opened the tour, not the form). The request
 * leaves the address, so Back or a reload does not open the form again.
 */
export function useCreateRequest(): boolean {
  const [params, setParams] = useSearchParams();
  const [requested] = useState(() => params.has(CREATE_REQUEST));
  useEffect(() => {
    if (!params.has(CREATE_REQUEST)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CREATE_REQUEST);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
  return requested;
}
