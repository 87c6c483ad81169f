import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const WORKER_FILE = 'mockServiceWorker.js';

/**
 * Mock Service Worker's script, served beside Storybook's iframe (in development) and written
 * into its build, straight from the installed `msw` package: no copy to commit and keep in step
 * with the library's version.
 */
export function mswWorkerScript(): Plugin {
  const source = () =>
    readFileSync(createRequire(import.meta.url).resolve(`msw/${WORKER_FILE}`), 'utf8');
  return {
    name: 'betterplay:msw-worker-script',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!request.url?.endsWith(`/${WORKER_FILE}`)) return next();
        response.setHeader('Content-Type', 'text/javascript');
        response.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: source() });
    },
  };
}
