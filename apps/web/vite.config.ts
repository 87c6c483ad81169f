import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    port: 3000,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The production CSP only allows same-origin fonts and scripts: ship every asset as a file.
    assetsInlineLimit: 0,
    // No manual vendor chunk: each library ships with the screens that use it, so a first
    // visit downloads only what its route needs (see bench/initial-js.bench.ts).
  },
});
