/**
 * What a log may say about a request's address. Some addresses are capabilities: whoever reads
 * them can use them (a signed video link, a notification socket id, a mailed link's token, a
 * survey link). The log keeps the path and the harmless parameters and blanks the rest, so that
 * reading the log grants nothing (issue 17, item 10).
 */

export const REDACTED = '[redacted]';

/** Query parameters that grant access by themselves, or are part of a signature. */
const CAPABILITY_PARAMETERS = new Set([
  'signature',
  'expires',
  'sig',
  'exp',
  'token',
  'uuid',
  'access',
  'refresh',
]);

/** Path parameters that are secrets (the token of a mailed or survey link). */
const CAPABILITY_SEGMENT = ':token';

/**
 * Pages of the web app reached from a mailed or shared link (apps/web router); they have no API
 * route, so their pattern is listed here.
 */
const LINK_PAGES = [
  '/activate/:uid/:token',
  '/reset-password/:uid/:token',
  '/confirm-email/:uid/:token',
  '/qec/:qecId/:token',
  '/checklist/:uid/:token',
];

function redactPath(path: string, pattern: string | undefined): string {
  const patterns = pattern ? [pattern] : LINK_PAGES;
  const segments = path.split('/');
  for (const candidate of patterns) {
    const parts = candidate.split('/');
    // A trailing slash is optional on the web app's pages.
    const comparable =
      segments.at(-1) === '' && parts.at(-1) !== '' ? segments.slice(0, -1) : segments;
    if (parts.length !== comparable.length || !parts.includes(CAPABILITY_SEGMENT)) continue;
    const fits = parts.every((part, i) => part.startsWith(':') || part === comparable[i]);
    if (!fits) continue;
    return segments
      .map((segment, i) => (parts[i] === CAPABILITY_SEGMENT ? REDACTED : segment))
      .join('/');
  }
  return path;
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // a malformed name is logged as it came; it cannot be one of ours
      }
      return CAPABILITY_PARAMETERS.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

/**
 * The request's address as a log may hold it. `routePattern` is the matched route's pattern
 * (`/api/operation/checklist/:uid/:token/`), absent when no route matched (web app pages).
 */
export function loggedUrl(url: string, routePattern?: string): string {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const query = mark < 0 ? '' : url.slice(mark + 1);
  const safePath = redactPath(path, routePattern);
  return query ? `${safePath}?${redactQuery(query)}` : safePath;
}
