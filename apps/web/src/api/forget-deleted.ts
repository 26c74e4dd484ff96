import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * After a DELETE: the deleted item's queries (its key and everything below it) are never read
 * again. A query a screen still shows (the item's own page, until the navigation away has
 * rendered) is not removed at once — a removed query with a screen on it is fetched again, and
 * the server answers 'Not found.' — but when its last screen lets go of it.
 */
export function forgetDeleted(queryClient: QueryClient, queryKey: QueryKey): void {
  const cache = queryClient.getQueryCache();
  void queryClient.cancelQueries({ queryKey });
  for (const query of cache.findAll({ queryKey })) {
    if (query.getObserversCount() === 0) {
      cache.remove(query);
      continue;
    }
    const unsubscribe = cache.subscribe((event) => {
      if (event.query !== query) return;
      if (event.type === 'removed') unsubscribe();
      else if (event.type === 'observerRemoved' && query.getObserversCount() === 0) {
        unsubscribe();
        cache.remove(query);
      }
    });
  }
}

/** Whether a query belongs to a deleted item (for refreshing everything else around it). */
export function isUnder(queryKey: QueryKey, deleted: QueryKey): boolean {
  return partialMatchKey(queryKey, deleted);
}
