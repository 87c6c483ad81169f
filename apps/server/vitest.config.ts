import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file builds its own app on its own fresh PostgreSQL database.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
