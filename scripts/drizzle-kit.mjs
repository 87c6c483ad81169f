// Runs drizzle-kit from apps/server. npm keeps drizzle-orm inside apps/server/node_modules (an
// optional peer of it conflicts with React 19 at the root), where the hoisted drizzle-kit cannot
// import it; a link at the root for the duration of the command lets it.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server');
const rootLink = path.join(root, 'node_modules/drizzle-orm');
const nested = path.join(serverDir, 'node_modules/drizzle-orm');
const linked = !existsSync(rootLink) && existsSync(nested);
if (linked) symlinkSync(nested, rootLink, 'dir');
try {
  const result = spawnSync('npx', ['drizzle-kit', ...process.argv.slice(2)], {
    cwd: serverDir,
    stdio: 'inherit',
  });
  process.exitCode = result.status ?? 1;
} finally {
  if (linked) rmSync(rootLink);
}
