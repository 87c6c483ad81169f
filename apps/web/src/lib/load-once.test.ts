import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once.ts';

describe('loadOnce', () => {
  it('loads once, and answers every caller in the order they asked', async () => {
    let loads = 0;
    const load = loadOnce(async () => ((loads += 1), 'module'));
    const order: number[] = [];
    await Promise.all([1, 2, 3].map((caller) => load().then(() => order.push(caller))));
    expect(loads).toBe(1);
    expect(order).toEqual([1, 2, 3]);
  });

  it('tries again after a failed load', async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk missing');
      return 'module';
    });
    await expect(load()).rejects.toThrow('chunk missing');
    await expect(load()).resolves.toBe('module');
  });
});
