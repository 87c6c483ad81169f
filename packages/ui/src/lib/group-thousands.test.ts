import { describe, expect, it } from 'vitest';
import { groupThousands } from './group-thousands.ts';

describe('groupThousands', () => {
  it('writes whole numbers as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 12345, 999999, 1000000, 1234567890, -1500]) {
      expect(groupThousands(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});
