import { describe, expect, it } from 'vitest';
import { createMemoCache, LruMap } from './memo-cache.ts';

/** A promise the test settles, and a load that counts its calls. */
function deferred<V>() {
  let resolve!: (value: V) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<V>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function counted<V>(answer: (call: number) => V | Promise<V>) {
  let calls = 0;
  const load = () => {
    calls += 1;
    return Promise.resolve(answer(calls));
  };
  return { load, calls: () => calls };
}

function cacheAt<V>(options: { ttlMs?: number; maxEntries?: number } & Record<string, unknown>) {
  let time = 1_000;
  const cache = createMemoCache<V>({ now: () => time, ttlMs: 100, maxEntries: 10, ...options });
  return { cache, advance: (ms: number) => (time += ms) };
}

describe('LruMap', () => {
  it('drops the least recently used key past its bound; reading a key makes it recent', () => {
    const map = new LruMap<number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect(map.peek('b')).toBeUndefined();
    expect([map.peek('a'), map.peek('c'), map.size]).toEqual([1, 3, 2]);
  });

  it('drops more from the least recent end while evictWhile says so', () => {
    const map = new LruMap<number>(10);
    map.set('old', 1);
    map.set('older-but-read', 2);
    map.get('old');
    map.set('new', 3, (value) => value < 3);
    expect([map.peek('old'), map.peek('older-but-read'), map.peek('new')]).toEqual([
      undefined,
      undefined,
      3,
    ]);
  });
});

describe('createMemoCache', () => {
  it('answers from memory until the time to live, counted from the start of the load', async () => {
    const { cache, advance } = cacheAt<number>({});
    const source = counted((call) => call);
    expect(await cache.get('k', source.load)).toBe(1);
    advance(99);
    expect(await cache.get('k', source.load)).toBe(1);
    advance(1);
    expect(await cache.get('k', source.load)).toBe(2);
    expect(source.calls()).toBe(2);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const { cache } = cacheAt<string>({});
    const pending = deferred<string>();
    let calls = 0;
    const load = () => {
      calls += 1;
      return pending.promise;
    };
    const answers = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    pending.resolve('one');
    expect(await answers).toEqual(['one', 'one', 'one']);
    expect(calls).toBe(1);
  });

  it('remembers no failure: the next ask loads again', async () => {
    const { cache } = cacheAt<string>({});
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', () => Promise.resolve('up'))).toBe('up');
  });

  it('keeps at most maxEntries keys, the least recently asked going first', async () => {
    const { cache } = cacheAt<string>({ maxEntries: 2 });
    const source = counted((call) => `load ${call}`);
    await cache.get('a', source.load);
    await cache.get('b', source.load);
    await cache.get('a', source.load);
    await cache.get('c', source.load);
    expect(await cache.get('a', source.load)).toBe('load 1');
    expect(await cache.get('b', source.load)).toBe('load 4');
  });

  it('lets an answer go sooner than its time to live when validUntil says so', async () => {
    const { cache, advance } = cacheAt<{ at: number }>({ validUntil: () => 1_030 });
    const source = counted((call) => ({ at: call }));
    await cache.get('k', source.load);
    advance(29);
    expect((await cache.get('k', source.load)).at).toBe(1);
    advance(1);
    expect((await cache.get('k', source.load)).at).toBe(2);
  });

  it('refreshes behind a kept answer from refreshAfterMs, answering the kept one meanwhile', async () => {
    const { cache, advance } = cacheAt<string>({ refreshAfterMs: 50 });
    const next = deferred<string>();
    let calls = 0;
    const load = () => {
      calls += 1;
      return calls === 1 ? Promise.resolve('first') : next.promise;
    };
    await cache.get('k', load);
    advance(60);
    expect(await cache.get('k', load)).toBe('first');
    expect(await cache.get('k', load)).toBe('first');
    expect(calls).toBe(2);
    next.resolve('second');
    await new Promise((settled) => setTimeout(settled, 0));
    expect(await cache.get('k', load)).toBe('second');
  });

  it('drops pending loads on clear and delete, so a load from before a change is not kept', async () => {
    const { cache } = cacheAt<string>({});
    const before = deferred<string>();
    const pending = cache.get('k', () => before.promise);
    cache.clear();
    before.resolve('stale');
    expect(await pending).toBe('stale');
    expect(await cache.get('k', () => Promise.resolve('fresh'))).toBe('fresh');
    cache.delete('k');
    expect(await cache.get('k', () => Promise.resolve('again'))).toBe('again');
  });

  it('reload loads at once and keeps the new answer', async () => {
    const { cache } = cacheAt<string>({});
    await cache.get('k', () => Promise.resolve('kept'));
    expect(await cache.reload('k', () => Promise.resolve('reloaded'))).toBe('reloaded');
    expect(await cache.get('k', () => Promise.resolve('unused'))).toBe('reloaded');
  });
});
