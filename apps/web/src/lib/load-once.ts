/**
 * `load` run once, its promise shared by every later call, so what waits on it runs in the order
 * it asked (a failed load is tried again by the next call). Code that ships with the app shell,
 * such as a feature's app-wide listener, reaches the feature's API module this way: statically
 * imported, the module would bring its schemas (and zod) into every first visit.
 */
export function loadOnce<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
