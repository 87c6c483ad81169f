import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project picks its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
});
