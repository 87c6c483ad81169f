import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/**
 * Every story, rendered in Debian's Chromium as Storybook shows it: its play function runs and
 * axe checks what it drew (`a11y.test: 'error'` in preview.tsx), so a broken interaction or an
 * accessibility violation fails `npm test`.
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineProject({
  plugins: [storybookTest({ configDir: here('.') })],
  test: {
    name: 'storybook',
    // One page for every file: each file would otherwise load the whole app and Storybook's
    // preview again (about 200 of 590 s). Stories reset what they share (preview.tsx).
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        // Overlays and toasts appear at once (styles.css honours it): a play function never
        // checks a dialog halfway through its fade-in, and axe never measures a faded colour.
        contextOptions: { reducedMotion: 'reduce' },
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
