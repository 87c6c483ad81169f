import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { turnOffZodJit } from './zod-config.ts';

describe('turnOffZodJit', () => {
  it("sets zod's own jitless setting, which z.config() reports", () => {
    turnOffZodJit();
    expect(z.config().jitless).toBe(true);
  });
});
