import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { routePreloads } from './build/route-preloads.ts';
import { serviceWorker } from './build/service-worker.ts';

/** The kit and what its components are built on. */
const KIT =
  /packages[\\/]ui[\\/]|node_modules[\\/](lucide-react|@radix-ui|@floating-ui|react-remove-scroll|react-style-singleton|aria-hidden|use-sidecar|use-callback-ref|tslib|get-nonce|detect-node-es)[\\/]/;
/** zod, the contracts' schemas, TanStack Query and the features' API modules. */
const DATA = /packages[\\/]contracts[\\/]|node_modules[\\/](zod|@tanstack)[\\/]|-api\.ts$/;

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
    // Few files per screen: a phone on HTTP/1.1 asks six at a time, a round trip each, and left
    // to the bundler a screen needed 20 to 60 files of a kilobyte or two. So the shell is one
    // chunk, and what the screens share beyond it is three: the kit (its components with the
    // Radix and icon code under them), the data layer (zod, the contracts, the API modules) and
    // the app's shared code. A screen loads its own chunk and those, four or five files in all
    // (bench/lighthouse.bench.ts: the largest paint came a second sooner). Heavy libraries that
    // only some screens use (Stripe, the date picker, XState) stay in chunks of their own, so
    // the home page still loads the shell alone (bench/initial-js.bench.ts).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              tags: ['$initial'],
              test: (id: string) => !id.includes('/src/service-worker/'),
            },
            { name: 'kit', test: KIT },
            { name: 'data', test: DATA },
            {
              name: 'app-common',
              test: /apps[\\/]web[\\/]src[\\/]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
