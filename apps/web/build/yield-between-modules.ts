import path from 'node:path';
import type { Plugin } from 'vite';

const NEXT_TASK = path.resolve(import.meta.dirname, '../src/lib/next-task.ts');
/** Our own TypeScript: the app's and the workspace packages' sources, not node_modules. */
const OWN_SOURCE = /(?:apps[\\/]web|packages[\\/][\w-]+)[\\/]src[\\/][^?]*\.tsx?$/;
/**
 * Left as written: the entry (it waits where it matters itself), the wait itself, and the
 * service worker, a bundle of its own that must import nothing.
 */
const AS_WRITTEN = /[\\/]src[\\/](?:main\.tsx|lib[\\/]next-task\.ts|service-worker[\\/])/;

/** Module `id` with a wait for the next task at its end (a top-level await), if it is our own. */
export function withNextTaskAtEnd(code: string, id: string): string | null {
  if (!OWN_SOURCE.test(id) || AS_WRITTEN.test(id)) return null;
  // Appended, so the module's own lines keep their numbers.
  return `${code}\nimport { nextTask as nextTaskAfterModule } from ${JSON.stringify(NEXT_TASK)};\nawait nextTaskAfterModule();\n`;
}

/**
 * A phone answers a tap only between tasks, and a module graph runs in one task: a screen's
 * modules (the kit, the machines, every contract's zod schemas, the libraries under them) ran
 * in one of 40 to 80 ms here, four times that on Lighthouse's phone. In the browser build each
 * of our own modules ends by waiting for the next task, so loading the app is a run of short
 * tasks (a library's code still runs in one piece, before the first of our modules that
 * imports it). The server, its renderer and the tests load the modules as written.
 */
export function yieldBetweenModules(): Plugin {
  return {
    name: 'better-play:yield-between-modules',
    apply: 'build',
    transform(code, id) {
      const changed = withNextTaskAtEnd(code, id);
      return changed === null ? null : { code: changed, map: null };
    },
  };
}
