import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { routePreloads } from './build/route-preloads.ts';
import { serviceWorker } from './build/service-worker.ts';
import { yieldBetweenModules } from './build/yield-between-modules.ts';

/** The kit and what its components are built on, but not the parts only a few screens use. */
const KIT =
  /packages[\\/]ui[\\/]src[\\/]|node_modules[\\/](lucide-react|@radix-ui|@floating-ui|react-remove-scroll|react-style-singleton|aria-hidden|use-sidecar|use-callback-ref|tslib|get-nonce|detect-node-es)[\\/]/;
/** The date picker (react-day-picker, date-fns) and the toaster (loaded when a toast shows). */
const KIT_KEPT_APART =
  /packages[\\/]ui[\\/]src[\\/](date-picker|toast)[\\/]|node_modules[\\/]@radix-ui[\\/]react-toast[\\/]/;
/** zod, the contracts' schemas, TanStack Query and the features' API modules. */
const DATA = /packages[\\/]contracts[\\/]|node_modules[\\/](zod|@tanstack)[\\/]|-api\.ts$/;
/** XState, which the sign-up form and the waitlist's offers run on. */
const MACHINES =
  /packages[\\/]machines[\\/]|node_modules[\\/](xstate|@xstate|use-sync-external-store|use-isomorphic-layout-effect)[\\/]/;
/** A feature's code that more than one screen uses is one chunk per feature. */
const sharedChunkName = (id: string) =>
  /apps[\\/]web[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(id)?.[1] ?? 'app-common';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

/**
 * `vite build --ssr <entry>` (the build script names it): the server's renderer of a visitor's
 * first screen (src/server-render/), Node code that imports the packages it runs on, into
 * dist-ssr/ (the server loads it from beside dist/). The workspace's own packages are TypeScript
 * and are bundled in.
 */
const serverRenderBuild = defineConfig({
  plugins: [react()],
  ssr: { noExternal: [/^@betterplay\//] },
  build: {
    outDir: 'dist-ssr',
    copyPublicDir: false,
    emptyOutDir: true,
  },
});

const browserBuild = defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    yieldBetweenModules(),
    serviceWorker(),
    routePreloads(),
    precompress(),
  ],
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
    // chunk, and what screens share beyond it is grouped: the kit (its components with the Radix
    // and icon code under them), the data layer (zod, the contracts, the API modules), XState,
    // and per feature the code more than one screen uses. A screen loads five to ten files
    // (bench/lighthouse.bench.ts). What only a few screens need (the date picker, Stripe, the
    // toaster) stays apart, so no screen evaluates code it does not use, and the home page
    // still loads the shell alone (bench/initial-js.bench.ts).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              tags: ['$initial'],
              test: (id: string) => !id.includes('/src/service-worker/'),
            },
            { name: 'kit', test: (id: string) => KIT.test(id) && !KIT_KEPT_APART.test(id) },
            { name: 'data', test: DATA },
            { name: 'machines', test: MACHINES },
            { name: sharedChunkName, test: /apps[\\/]web[\\/]src[\\/]/, minShareCount: 2 },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderBuild : browserBuild));
