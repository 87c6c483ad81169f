import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task.ts';

describe('nextTask', () => {
  it('resolves in a later task: after the microtasks queued before and after it', async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await Promise.resolve();
    void Promise.resolve().then(() => order.push('later microtask'));
    await waited;
    expect(order).toEqual(['microtask', 'later microtask', 'next task']);
  });
});
