import path from 'node:path';
import type { Plugin } from 'vite';

const NEXT_TASK = path.resolve(import.meta.dirname, '../src/lib/next-task.ts');
const CONTRACTS = /packages[\\/]contracts[\\/]src[\\/]/;
/** A module that builds zod schemas as it loads (the code as Vite's TypeScript step leaves it). */
const BUILDS_SCHEMAS = /^import .* from ['"]zod['"];?$/m;

/**
 * The contracts module `id` with a wait for the next task at its end (a top-level await), if it
 * builds zod schemas; null for any other module.
 */
export function withNextTaskAfterSchemas(code: string, id: string): string | null {
  if (!CONTRACTS.test(id) || !BUILDS_SCHEMAS.test(code)) return null;
  // Appended, so the module's own lines keep their numbers.
  return `${code}\nimport { nextTask as nextTaskAfterSchemas } from ${JSON.stringify(NEXT_TASK)};\nawait nextTaskAfterSchemas();\n`;
}

/**
 * Building every contract's zod schemas took one task of about 70 ms on this machine (280 ms on
 * Lighthouse's phone, during which a tap waits). In the browser build each contracts module
 * that builds schemas ends by waiting for the next task, so the data layer loads as a run of
 * short tasks instead, each under 10 ms. The server, the server's renderer and the tests load
 * the contracts as written.
 */
export function yieldAfterSchemas(): Plugin {
  return {
    name: 'better-play:yield-after-schemas',
    apply: 'build',
    transform(code, id) {
      const changed = withNextTaskAfterSchemas(code, id);
      return changed === null ? null : { code: changed, map: null };
    },
  };
}
