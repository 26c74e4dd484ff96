/**
 * Whether a WebSocket handshake may come from this Origin. Browsers always send Origin on a
 * WebSocket handshake and a page cannot forge it, so a page of another site is refused even if it
 * got hold of an id. Same origin means the app's public address (PUBLIC_URL) or the host the request
 * was addressed to (the API serving the web app itself, or a proxy that keeps the Host header).
 *
 * No Origin at all is allowed: only a non-browser client omits it (a script, a monitor, the tests),
 * and such a client could send any Origin it likes, so refusing it would stop no attacker. Those
 * clients are held by the id itself: single use, a minute long, bound to a live session.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  own: { publicUrl: string; host: string | undefined },
): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // "null" (a sandboxed frame, a file) or garbage: not us
  }
  if (url.origin === new URL(own.publicUrl).origin) return true;
  if (own.host === undefined) return false;
  try {
    // Read the Host as the Origin's scheme would write it (no default port, lower case).
    return url.host === new URL(`${url.protocol}//${own.host}`).host;
  } catch {
    return false;
  }
}
