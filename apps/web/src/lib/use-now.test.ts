import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now.ts';

describe('useNow', () => {
  it('moves on every interval while active, and stands still otherwise', () => {
    vi.useFakeTimers({ now: 1_000 });
    const { result, rerender } = renderHook(({ active }) => useNow(active, 30_000), {
      initialProps: { active: false },
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(1_000);

    rerender({ active: true });
    expect(result.current).toBe(61_000);
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current).toBe(91_000);
  });
});
