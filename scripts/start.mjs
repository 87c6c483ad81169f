// npm start: build the web app, the server and Storybook if their builds are missing or older
// than their sources, then run the compiled API (which migrates, seeds an empty database and serves the app
// on http://localhost:3000). `npm run dev` runs the TypeScript sources through tsx instead.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// The web build's last file: the server's renderer of first screens, after dist/.
const builtWeb = path.join(root, 'apps/web/dist-ssr/render-first-screen.js');
const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/public',
  'packages/ui/src',
  'packages/contracts/src',
  'packages/machines/src',
];

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    stats.mtimeMs,
  );
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const changedAt = (sources) =>
  Math.max(...sources.map((source) => newestChange(path.join(root, source))));

function buildIfStale(what, builtFile, sources, npmArgs) {
  if (builtAt(builtFile) >= changedAt(sources)) return;
  console.log(`Building ${what} ...`);
  const build = spawnSync('npm', npmArgs, {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

buildIfStale('the web app', builtWeb, webSources, ['run', 'build', '-w', '@betterplay/web']);
buildIfStale(
  'the server',
  path.join(root, 'apps/server/dist/main.js'),
  ['apps/server/src', 'apps/server/build.mjs', 'packages/contracts/src'],
  ['run', 'build', '-w', '@betterplay/server'],
);
// The component library the server shows at /storybook/ (about 3 minutes on 2 cores);
// STORYBOOK=skip starts without it.
if (process.env.STORYBOOK !== 'skip') {
  buildIfStale(
    'the component library (Storybook)',
    path.join(root, 'storybook-static/index.json'),
    [...webSources, '.storybook'],
    ['run', 'build-storybook'],
  );
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
