import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project picks its own environment.
export default defineConfig({
  test: {
    // Two files at a time on a 2-core machine (Vitest's default there is one, for every project
    // together): most of a server file's time is spent waiting on PostgreSQL, Redis and sockets.
    maxWorkers: 2,
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'scripts/vitest.config.ts',
      '.storybook/vitest.config.ts',
    ],
  },
});
