import type { FastifyReply, FastifyRequest } from 'fastify';

export interface Paging {
  page: number;
  pageSize: number;
}

export const DEFAULT_PAGE_SIZE = 10;
/** The largest `page_size` a list accepts (the contracts' query schemas). */
export const MAX_PAGE_SIZE = 100;
/**
 * The most rows a list answers as a plain array, without `page` or `page_size` (API-CONTRACT:
 * lists arrive paged or as a plain array). Beyond it an organization's whole list would be
 * megabytes per request (issue 17, item 14); a multiple of MAX_PAGE_SIZE, so the rest starts on a
 * page boundary.
 */
export const PLAIN_LIST_CAP = 500;

/** How a list route answers, for its OpenAPI description. */
export const LIST_DESCRIPTION =
  'With `page` or `page_size` (at most 100): `{count, next, previous, results}`. Without either: a plain ' +
  'array of at most 500 rows; `X-Total-Count` gives the number of rows that match, and when that is ' +
  'more than the array holds, `Link: <…>; rel="next"` names the rest as pages of 100.';

/** Paging is asked for with `page` or `page_size`; without either the list is a plain array. */
export function pagingFrom(query: {
  page?: number | undefined;
  page_size?: number | undefined;
}): Paging | null {
  if (query.page === undefined && query.page_size === undefined) return null;
  return { page: query.page ?? 1, pageSize: query.page_size ?? DEFAULT_PAGE_SIZE };
}

/**
 * The rows a list query reads: the page, or for a plain array one more than the cap, so that a
 * cut is seen without counting.
 */
export function rowWindow(paging: Paging | null): { limit: number; offset: number } {
  if (!paging) return { limit: PLAIN_LIST_CAP + 1, offset: 0 };
  return { limit: paging.pageSize, offset: (paging.page - 1) * paging.pageSize };
}

/** A list's rows within its window and the number of rows that match in all. */
export interface Listed<T> {
  results: T[];
  count: number;
}

/**
 * Rows read through `rowWindow` to a list: a plain array's extra row is dropped and only then is
 * anything counted (a whole list that fits needs no count).
 */
export async function listed<R, T>(
  rows: R[],
  paging: Paging | null,
  present: (row: R) => T,
  countAll: () => Promise<number>,
): Promise<Listed<T>> {
  if (!paging && rows.length <= PLAIN_LIST_CAP) {
    return { results: rows.map(present), count: rows.length };
  }
  const kept = paging ? rows : rows.slice(0, PLAIN_LIST_CAP);
  return { results: kept.map(present), count: await countAll() };
}

/** The request's own address with another page (its query only is parsed: no whole URL). */
function pageUrl(request: FastifyRequest, page: number, pageSize?: number): string {
  const mark = request.url.indexOf('?');
  const path = mark < 0 ? request.url : request.url.slice(0, mark);
  const query = new URLSearchParams(mark < 0 ? '' : request.url.slice(mark + 1));
  query.set('page', String(page));
  if (pageSize !== undefined) query.set('page_size', String(pageSize));
  return `${path}?${query.toString()}`;
}

/** `{count, next, previous, results}` with next/previous as links to the neighbouring pages. */
export function pagedResponse<T>(
  request: FastifyRequest,
  paging: Paging,
  count: number,
  results: T[],
) {
  const lastPage = Math.max(1, Math.ceil(count / paging.pageSize));
  return {
    count,
    next: paging.page < lastPage ? pageUrl(request, paging.page + 1) : null,
    previous: paging.page > 1 ? pageUrl(request, Math.min(paging.page - 1, lastPage)) : null,
    results,
  };
}

/**
 * The answer of a list route: the paged envelope, or the plain array. A plain array always says
 * how many rows match in `X-Total-Count`; when that is more than it holds (the cap), `Link`
 * names the rest as pages (`rel="next"`: page_size 100, from row 501).
 */
export function listResponse<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  paging: Paging | null,
  list: Listed<T>,
) {
  if (paging) return pagedResponse(request, paging, list.count, list.results);
  void reply.header('x-total-count', String(list.count));
  if (list.count > list.results.length) {
    const next = pageUrl(request, PLAIN_LIST_CAP / MAX_PAGE_SIZE + 1, MAX_PAGE_SIZE);
    void reply.header('link', `<${next}>; rel="next"`);
  }
  return list.results;
}
