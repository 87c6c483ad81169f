import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { appStart, chunksOf } from './app-start.ts';

/** The service worker's source, built to /sw.js (a fixed name: browsers update it in place). */
const SOURCE = 'src/service-worker/sw.ts';
/** Files of the app shell besides the bundles, all in public/. */
const STATIC_SHELL = [
  '/offline.html',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/badge-96.png',
];

/**
 * Builds the service worker beside the app and tells it the app shell: the offline page, the
 * manifest and icons, and the entry's bundles with the files they import at start. The list
 * replaces `__APP_SHELL__` in sw.js, with a version made from it, so each build that changes the
 * shell installs a new cache and drops the old one.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'better-play:service-worker',
    apply: 'build',
    config: () => ({
      build: {
        rollupOptions: {
          input: { index: 'index.html', sw: SOURCE },
          output: {
            entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
          },
        },
      },
    }),
    generateBundle(_options, bundle) {
      const worker = [...chunksOf(bundle).values()].find((chunk) => chunk.name === 'sw');
      const start = appStart(bundle);
      if (!worker) throw new Error('the build has no service worker');
      if (worker.imports.length > 0) {
        throw new Error(`sw.js must stand alone, but imports ${worker.imports.join(', ')}`);
      }
      const files = [
        ...STATIC_SHELL,
        ...[...start.files, ...start.styles].map((file) => `/${file}`),
      ];
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      if (!worker.code.includes('__APP_SHELL__')) throw new Error('sw.js lost __APP_SHELL__');
      worker.code = worker.code.replaceAll('__APP_SHELL__', JSON.stringify({ files, version }));
    },
  };
}
