import { describe, expect, it } from 'vitest';
import { withNextTaskAtEnd } from './yield-between-modules.ts';

const CODE = `import { z } from "zod";\nexport const idSchema = z.uuid();`;
const WAIT =
  /\nimport \{ nextTask as nextTaskAfterModule \} from ".*apps\/web\/src\/lib\/next-task\.ts";\nawait nextTaskAfterModule\(\);\n$/;

describe('a wait for the next task at the end of each of our modules (browser build)', () => {
  it.each([
    '/repo/packages/contracts/src/socials.ts',
    '/repo/packages/ui/src/chip/chip.tsx',
    '/repo/packages/machines/src/registration.machine.ts',
    '/repo/apps/web/src/features/socials/socials-page.tsx',
    '/repo/apps/web/src/app/router.tsx',
  ])('ends %s with a top-level await of nextTask, its own lines untouched', (id) => {
    const changed = withNextTaskAtEnd(CODE, id);
    expect(changed?.startsWith(`${CODE}\n`)).toBe(true);
    expect(changed).toMatch(WAIT);
  });

  it.each([
    ['a library', '/repo/node_modules/zod/v4/classic/schemas.js'],
    ['a stylesheet', '/repo/apps/web/src/index.css'],
    ['a module asked for with a query', '/repo/apps/web/src/lib/logo.ts?url'],
    ['the entry, which waits where it matters itself', '/repo/apps/web/src/main.tsx'],
    ['the wait itself', '/repo/apps/web/src/lib/next-task.ts'],
    ['the service worker, which must import nothing', '/repo/apps/web/src/service-worker/sw.ts'],
  ])('leaves %s as it is', (_, id) => {
    expect(withNextTaskAtEnd(CODE, id)).toBeNull();
  });
});
