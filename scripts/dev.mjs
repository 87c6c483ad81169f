// npm run dev: the API with reload on API_PORT (default 3001) and Vite's dev server on
// http://localhost:3000, which proxies /api and /socket.io to the API.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '3001';
// A data folder of its own, so `npm start` (on .data) can run at the same time: the embedded
// database refuses a second process on one folder.
const env = { ...process.env, API_PORT: apiPort, DATA_DIR: process.env.DATA_DIR ?? '.data/dev' };

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, PORT: apiPort },
  }),
  spawn('npm', ['run', 'dev', '-w', '@betterplay/web'], { cwd: root, stdio: 'inherit', env }),
];

const stopAll = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exit(code ?? 0);
  });
}
