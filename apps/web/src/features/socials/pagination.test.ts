import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination.tsx';

describe('pageItems', () => {
  it('lists every page when there are at most 7', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the neighbours of the current page of many', () => {
    expect(pageItems(1, 2000)).toEqual([1, 2, 3, 4, 5, 'gap-after', 2000]);
    expect(pageItems(50, 2000)).toEqual([1, 'gap-before', 49, 50, 51, 'gap-after', 2000]);
    expect(pageItems(2000, 2000)).toEqual([1, 'gap-before', 1996, 1997, 1998, 1999, 2000]);
  });
});
