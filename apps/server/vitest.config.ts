import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file builds its own apps and databases and mocks no module, so the files of a worker
    // share their imports: loading the app afresh for every file took 270 of 740 s.
    isolate: false,
    // Finds (or starts) PostgreSQL and Redis once, and migrates the template each file copies.
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
