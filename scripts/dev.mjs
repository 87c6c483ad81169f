// npm run dev: the API with reload on API_PORT (default 3001) and, once the API's health
// answers, Vite's dev server on http://localhost:3000, which proxies /api and /socket.io to the
// API. Starting the web only then keeps proxy errors off the console while the API starts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { waitForApi } from './wait-for-api.mjs';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '3001';
/** Vite's port (apps/web/vite.config.ts). */
const WEB_ADDRESS = 'http://localhost:3000';
// A data folder of its own, so `npm start` (on .data) can run at the same time: the embedded
// database refuses a second process on one folder.
const env = { ...process.env, API_PORT: apiPort, DATA_DIR: process.env.DATA_DIR ?? '.data/dev' };

const children = [];
let stopping = false;
const stopAll = (signal) => {
  stopping = true;
  children.forEach((child) => child.kill(signal));
};
function start(command, args, options) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
  children.push(child);
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exit(code ?? 0);
  });
  return child;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));

start('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], { env: { ...env, PORT: apiPort } });
console.log(`Starting the API on port ${apiPort}; the web app follows once it answers ...`);
try {
  await waitForApi(`http://localhost:${apiPort}/api/v1/health`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll('SIGTERM');
  process.exit(1);
}
if (!stopping) {
  start('npm', ['run', 'dev', '-w', '@betterplay/web'], { env });
  console.log(`\nBetter Play is starting: open ${WEB_ADDRESS}\n`);
}
