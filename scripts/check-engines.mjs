// Fails when an installed package asks for a newer Node than the project supports (package.json
// "engines.node", the Node 20 people have here), so a dependency update cannot quietly require Node 22.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.resolve(import.meta.dirname, '..');
const supported = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
const oldest = semver.minVersion(supported)?.version;

function packageDirs(nodeModules) {
  if (!existsSync(nodeModules)) return [];
  return readdirSync(nodeModules, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name.startsWith('.')) return [];
    const dir = path.join(nodeModules, entry.name);
    if (entry.name.startsWith('@')) return packageDirs(dir);
    return [dir, ...packageDirs(path.join(dir, 'node_modules'))];
  });
}

const tooNew = [];
for (const dir of packageDirs(path.join(root, 'node_modules'))) {
  const manifest = path.join(dir, 'package.json');
  if (!existsSync(manifest)) continue;
  const { name, version, engines } = JSON.parse(readFileSync(manifest, 'utf8'));
  const wanted = engines?.node;
  if (typeof wanted !== 'string' || !semver.validRange(wanted)) continue;
  if (!semver.satisfies(oldest, wanted)) tooNew.push(`${name}@${version} wants node ${wanted}`);
}

if (tooNew.length > 0) {
  console.error(`These packages need a newer Node than ${supported} (package.json engines):`);
  for (const line of tooNew) console.error(`  ${line}`);
  console.error('Pin versions that support it (see package.json "overrides"), or raise "engines".');
  process.exit(1);
}
console.log(`Every installed package runs on Node ${supported}.`);
