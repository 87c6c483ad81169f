import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'ui',
    environment: 'jsdom',
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The foundations read the theme's own CSS as text (`?raw`); Vitest empties CSS it does not include.
    css: { include: [/styles\.css/, /tailwindcss[\\/]theme\.css/] },
  },
});
