import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { updateOrRefetch } from './live-update.ts';

const key = ['things'];
const append = (item: string) => (list: string[]) => [...list, item];

/** A query observed like a mounted page's, whose answers the test gives in turn. */
function observed(client: QueryClient, queryKey: string[], answers: string[][]) {
  let calls = 0;
  const observer = new QueryObserver(client, {
    queryKey,
    queryFn: async () => answers[calls++] ?? [],
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { calls: () => calls, unsubscribe };
}

describe('updateOrRefetch', () => {
  it('edits a settled list in place, without asking the server', async () => {
    const client = new QueryClient();
    let fetches = 0;
    await client.fetchQuery({ queryKey: key, queryFn: () => ((fetches += 1), ['a']) });

    updateOrRefetch(client, key, append('live'));

    expect(client.getQueryData(key)).toEqual(['a', 'live']);
    expect(fetches).toBe(1);
  });

  it('reloads instead when the list is still loading, so the load cannot overwrite the event', async () => {
    const client = new QueryClient();
    // The first load was read before the event's change committed; the reload sees it.
    const answers = [['before'], ['before', 'live']];
    let release = () => {};
    const firstLoadHeld = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: key,
      queryFn: async () => {
        calls += 1;
        if (calls === 1) await firstLoadHeld;
        return answers[calls - 1] ?? [];
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);

    updateOrRefetch(client, key, append('live'));
    release();

    await expect.poll(() => client.getQueryData(key)).toEqual(['before', 'live']);
    expect(calls).toBe(2);
    unsubscribe();
  });

  it('edits every settled query under a prefix, and leaves the others alone', async () => {
    const client = new QueryClient();
    await client.fetchQuery({ queryKey: ['lists', 'a'], queryFn: () => ['a'] });
    await client.fetchQuery({ queryKey: ['lists', 'b'], queryFn: () => ['b'] });
    await client.fetchQuery({ queryKey: ['other'], queryFn: () => ['c'] });

    updateOrRefetch(client, ['lists'], append('live'));

    expect(client.getQueryData(['lists', 'a'])).toEqual(['a', 'live']);
    expect(client.getQueryData(['lists', 'b'])).toEqual(['b', 'live']);
    expect(client.getQueryData(['other'])).toEqual(['c']);
  });

  it('reloads a list the change cannot tell about', async () => {
    const client = new QueryClient();
    const list = observed(client, key, [['a'], ['a', 'new']]);
    await expect.poll(() => client.getQueryData(key)).toEqual(['a']);

    updateOrRefetch<string[]>(client, key, () => undefined);

    await expect.poll(() => client.getQueryData(key)).toEqual(['a', 'new']);
    expect(list.calls()).toBe(2);
    list.unsubscribe();
  });

  it('reloads what an event without a change names', async () => {
    const client = new QueryClient();
    const list = observed(client, key, [['a'], ['b']]);
    await expect.poll(() => client.getQueryData(key)).toEqual(['a']);

    updateOrRefetch(client, key);

    await expect.poll(() => client.getQueryData(key)).toEqual(['b']);
    expect(list.calls()).toBe(2);
    list.unsubscribe();
  });
});
