import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_COOKIE } from '@betterplay/contracts';
import { getCookie } from './cookies.ts';
import { THEME_KEY, applyThemeChoice, useThemeChoice } from './theme-choice.ts';

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('theme choice', () => {
  it('follows the device until the person chooses', () => {
    applyThemeChoice();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    const { result } = renderHook(() => useThemeChoice());
    expect(result.current[0]).toBe('system');
  });

  it('remembers a choice, puts it on the page, and forgets it for the device', () => {
    const { result } = renderHook(() => useThemeChoice());
    act(() => result.current[1]('dark'));
    expect(result.current[0]).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');

    act(() => result.current[1]('system'));
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('applies the remembered choice when the app starts, ignoring anything unknown', () => {
    localStorage.setItem(THEME_KEY, 'light');
    applyThemeChoice();
    expect(document.documentElement.dataset.theme).toBe('light');
    localStorage.setItem(THEME_KEY, 'purple');
    applyThemeChoice();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('tells the server the choice (it paints a first screen before this script runs)', () => {
    const { result } = renderHook(() => useThemeChoice());
    act(() => result.current[1]('dark'));
    expect(getCookie(THEME_COOKIE)).toBe('dark');
    act(() => result.current[1]('system'));
    expect(getCookie(THEME_COOKIE)).toBeNull();
    // A choice made before the server asked is told when the app next starts.
    localStorage.setItem(THEME_KEY, 'light');
    applyThemeChoice();
    expect(getCookie(THEME_COOKIE)).toBe('light');
  });
});
