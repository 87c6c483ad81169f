// The registry this project installs from lacks some other-platform binary packages (for
// example @tailwindcss/oxide-win32-x64-msvc), so `npm install` leaves them out of
// package-lock.json and `npm ci` then refuses the lock. This adds each missing platform
// package as an optional entry with its os/cpu, which npm skips on machines that don't match.
// `node scripts/complete-lock.mjs --check` only reports (used by `npm run check`).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const lockPath = path.resolve(import.meta.dirname, '../package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openbsd', 'sunos', 'aix'];
const CPU = {
  x64: 'x64',
  arm64: 'arm64',
  arm: 'arm',
  ia32: 'ia32',
  wasm32: 'wasm32',
  riscv64: 'riscv64',
  ppc64: 'ppc64',
  s390x: 's390x',
  loong64: 'loong64',
};

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.map((part) => CPU[part]).find(Boolean);
  return cpu ? { os, cpu } : undefined;
}

const missing = [];
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const sibling = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (lock.packages[sibling] || lock.packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    missing.push(`node_modules/${name}`);
    lock.packages[`node_modules/${name}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(platform.os ? { os: [platform.os] } : {}),
      cpu: [platform.cpu],
    };
  }
}

if (process.argv.includes('--check')) {
  if (missing.length > 0) {
    console.error(
      `package-lock.json lacks ${missing.length} platform packages; run: node scripts/complete-lock.mjs`,
    );
    process.exit(1);
  }
} else if (missing.length > 0) {
  const [root, ...rest] = Object.entries(lock.packages);
  lock.packages = Object.fromEntries([root, ...rest.sort(([a], [b]) => a.localeCompare(b))]);
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`Added ${missing.length} platform entries:\n  ${missing.join('\n  ')}`);
}
