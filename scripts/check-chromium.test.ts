import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'check-chromium.mjs');

const run = (chromiumPath: string) =>
  spawnSync(process.execPath, [script], {
    env: { ...process.env, CHROMIUM_PATH: chromiumPath },
    encoding: 'utf8',
  });

describe('check-chromium', () => {
  it('says how to get Chromium and fails when it is missing', () => {
    const result = run('/nowhere/chromium-missing');
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('Chromium was not found at /nowhere/chromium-missing');
    expect(result.stderr).toContain("Debian's chromium package");
    expect(result.stderr).toContain('CHROMIUM_PATH');
  });

  it('passes quietly when Chromium is there', () => {
    // Any executable stands in for it: the check only looks for the file.
    const result = run(process.execPath);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
  });
});
