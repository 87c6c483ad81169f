import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { updateOrRefetch } from './live-update.ts';

const key = ['things'];
const append = (item: string) => (list: string[]) => [...list, item];

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
});
