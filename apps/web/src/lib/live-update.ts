import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Applies a live event to a cached list, or reloads the list when there is no settled one to
 * edit. A list still loading (or reloading) may have been read before the change committed, and
 * its answer would then overwrite an edit made now, losing the event; reloading after the event
 * cannot miss it, since the server publishes an event only once its change has committed.
 */
export function updateOrRefetch<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  change: (loaded: T) => T | undefined,
) {
  const loaded = queryClient.getQueryData<T>(queryKey);
  if (loaded === undefined || queryClient.isFetching({ queryKey }) > 0) {
    // Cancelled first: invalidating alone would join a first load in flight, not redo it.
    void queryClient
      .cancelQueries({ queryKey })
      .then(() => queryClient.invalidateQueries({ queryKey }));
    return;
  }
  queryClient.setQueryData<T>(queryKey, change(loaded));
}
