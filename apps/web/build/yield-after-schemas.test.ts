import { describe, expect, it } from 'vitest';
import { withNextTaskAfterSchemas } from './yield-after-schemas.ts';

const SOCIALS = '/repo/packages/contracts/src/socials.ts';

describe('a wait for the next task after each contracts module that builds schemas', () => {
  it.each([`import { z } from "zod";`, `import { z } from 'zod'`, `import * as z from "zod";`])(
    'ends such a module with a top-level await of nextTask (%s)',
    (importLine) => {
      const code = `${importLine}\nexport const idSchema = z.uuid();`;
      const changed = withNextTaskAfterSchemas(code, SOCIALS);
      expect(changed?.startsWith(`${code}\n`)).toBe(true);
      expect(changed).toMatch(
        /\nimport \{ nextTask as nextTaskAfterSchemas \} from ".*src\/lib\/next-task\.ts";\nawait nextTaskAfterSchemas\(\);\n$/,
      );
    },
  );

  it('leaves a contracts module without schemas, and any other module, as it is', () => {
    expect(withNextTaskAfterSchemas(`export const TOKEN_COOKIE = 'token';`, SOCIALS)).toBeNull();
    expect(
      withNextTaskAfterSchemas(`import { z } from "zod";`, '/repo/apps/web/src/lib/form.ts'),
    ).toBeNull();
  });
});
