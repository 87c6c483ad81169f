// Which build of the API the benches measure: the compiled bundle `npm start` runs
// (apps/server/dist/main.js, built by `npm run build`, which `npm run bench` runs first), or the
// TypeScript sources through tsx when there is no build or BENCH_SERVER=tsx asks for them.
import { existsSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const COMPILED_MAIN = 'apps/server/dist/main.js';

export const apiRunsCompiled =
  process.env.BENCH_SERVER !== 'tsx' && existsSync(path.join(repoRoot, COMPILED_MAIN));

/** The script and the node arguments that run it, relative to the repository root. */
export const apiEntry = apiRunsCompiled
  ? { script: COMPILED_MAIN, nodeArgs: ['--enable-source-maps'] }
  : { script: 'apps/server/src/main.ts', nodeArgs: ['--import', 'tsx'] };

export const apiEntryDescription = apiRunsCompiled
  ? 'the compiled server (node apps/server/dist/main.js, as npm start runs it)'
  : 'the TypeScript sources through tsx (no build found, or BENCH_SERVER=tsx)';
