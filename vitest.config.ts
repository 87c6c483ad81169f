import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project picks its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/contracts/vitest.config.ts',
      'packages/machines/vitest.config.ts',
      'packages/ui/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/server/vitest.config.ts',
    ],
  },
});
