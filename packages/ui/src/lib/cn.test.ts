import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it('drops falsy values and lets the last conflicting utility win', () => {
    const hidden = false;
    expect(cn('px-2 text-sm', hidden && 'block', 'px-4')).toBe('text-sm px-4');
  });
});
