// Run first by `npm test` and `npm run test:e2e`: the end-to-end tests drive Debian's Chromium
// (playwright.config.ts), so say how to get it before anything else runs for minutes.
import { accessSync, constants } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

try {
  accessSync(chromium, constants.X_OK);
} catch {
  console.error(
    [
      `Chromium was not found at ${chromium}, and the end-to-end tests need it.`,
      "Install Debian's chromium package (sudo apt-get install chromium),",
      'or set CHROMIUM_PATH to a Chromium or Chrome executable, then run the tests again.',
    ].join('\n'),
  );
  process.exit(1);
}
