import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value.ts';

describe('useDebouncedValue', () => {
  it('answers the value once it has stopped changing for the delay', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'b' },
    });
    rerender({ value: 'ba' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'bad' });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('b');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('bad');
  });
});
