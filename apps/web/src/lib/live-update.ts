import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * What a live event does to the data of a query: the data with the change made, or undefined
 * when the data cannot tell (the event is about something it does not hold yet, such as a
 * conversation I was just added to), and the query must be read again.
 */
export type LiveChange<T> = (loaded: T) => T | undefined;

/**
 * The one way a live event updates the cache. Every cached query under `queryKey` (a prefix, as
 * with invalidateQueries: all of them must hold a `T`) is edited in place by `change` when it is
 * settled, and loaded again otherwise: while it is still loading or reloading, when `change`
 * cannot tell, or when there is no `change` at all (an event that only says "this changed").
 *
 * A load in flight may have been read before the event's change committed, and its answer would
 * then overwrite an edit made now, losing the event; a load started after the event cannot miss
 * it, since the server publishes an event only once its change has committed.
 */
export function updateOrRefetch<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  change?: LiveChange<T>,
) {
  for (const query of queryClient.getQueryCache().findAll({ queryKey })) {
    const loaded = queryClient.getQueryData<T>(query.queryKey);
    const settled = loaded !== undefined && query.state.fetchStatus === 'idle';
    const next = settled && change !== undefined ? change(loaded) : undefined;
    if (next === undefined) refetch(queryClient, query.queryKey);
    else queryClient.setQueryData<T>(query.queryKey, next);
  }
}

function refetch(queryClient: QueryClient, queryKey: QueryKey) {
  const filters = { queryKey, exact: true };
  // Cancelled first: invalidating alone would join a first load in flight, not redo it. A load
  // that starts after that is the event's own, so a second event's reload joins it.
  void queryClient
    .cancelQueries(filters)
    .then(() => queryClient.invalidateQueries(filters, { cancelRefetch: false }));
}
