import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { routePreloads } from './build/route-preloads.ts';
import { serviceWorker } from './build/service-worker.ts';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), serviceWorker(), routePreloads(), precompress()],
  server: {
    port: 3000,
    proxy: {
      // Host stays the page's (localhost:3000), so the socket handshake's Origin check, which
      // compares the two, lets the dev server's page in.
      '/api': { target: apiTarget },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The production CSP only allows same-origin fonts and scripts: ship every asset as a file.
    assetsInlineLimit: 0,
    // No manual vendor chunk: each library ships with the screens that use it, so a first
    // visit downloads only what its route needs (see bench/initial-js.bench.ts). But the shell
    // is one chunk: left to the bundler it was 30-odd small files, and a phone on HTTP/1.1 asks
    // six at a time, a round trip each (bench/lighthouse.bench.ts).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              tags: ['$initial'],
              test: (id: string) => !id.includes('/src/service-worker/'),
            },
          ],
        },
      },
    },
  },
});
