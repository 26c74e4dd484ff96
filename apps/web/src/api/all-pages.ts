import { pagedSchema } from '@ergo/contracts';
import type { z } from 'zod';
import { apiRequest } from './client';

/** The largest page the API serves (page_size ≤ 100). */
export const LIST_PAGE_SIZE = 100;
/** A bound on what one choice list reads (5,000 rows), whatever the server says comes next. */
const MAX_PAGES = 50;

/**
 * Every row of a list, read page by page. The web app always asks for pages: a list without
 * `page_size` is answered as at most 500 rows (the API's plain-array cap), so a whole list (an
 * operation's tasks, the operations of a filter) is read through its pages instead.
 * `pageAddress` builds one page's address with pathTo, the paging entries in its query:
 * allPages((paging) => pathTo(apiRoutes.operations.tasks, { id }, paging), taskSchema).
 */
export async function allPages<T>(
  pageAddress: (paging: { page: number; page_size: number }) => string,
  item: z.ZodType<T>,
): Promise<T[]> {
  const schema = pagedSchema(item);
  const rows: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await apiRequest(pageAddress({ page, page_size: LIST_PAGE_SIZE }), { schema });
    rows.push(...answer.results);
    if (!answer.next) break;
  }
  return rows;
}
