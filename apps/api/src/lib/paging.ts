import type { FastifyRequest } from 'fastify';

export interface Paging {
  page: number;
  pageSize: number;
}

export const DEFAULT_PAGE_SIZE = 10;

/** Paging is asked for with `page` or `page_size`; without either the list is a plain array. */
export function pagingFrom(query: {
  page?: number | undefined;
  page_size?: number | undefined;
}): Paging | null {
  if (query.page === undefined && query.page_size === undefined) return null;
  return { page: query.page ?? 1, pageSize: query.page_size ?? DEFAULT_PAGE_SIZE };
}

function pageUrl(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, 'http://x');
  url.searchParams.set('page', String(page));
  return `${url.pathname}?${url.searchParams.toString()}`;
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
