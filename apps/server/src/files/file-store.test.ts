import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localFileStore } from './file-store.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'bp-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const store = localFileStore(root);

describe('the local file store', () => {
  it('saves, reads and removes a file; a missing one reads as undefined', async () => {
    await store.save('avatars', 'a1b2-c3.webp', Buffer.from('bytes'));
    expect((await store.read('avatars', 'a1b2-c3.webp'))?.toString()).toBe('bytes');
    // No partial file is left beside it.
    expect(readdirSync(path.join(root, 'avatars'))).toEqual(['a1b2-c3.webp']);
    await store.remove('avatars', 'a1b2-c3.webp');
    await store.remove('avatars', 'a1b2-c3.webp');
    expect(await store.read('avatars', 'a1b2-c3.webp')).toBeUndefined();
  });

  it.each(['../jwt-secret', '..', 'a/b.webp', '/etc/passwd', '.hidden.webp', 'A.WEBP', 'x.webp\0'])(
    'refuses the name %j rather than leave its folder',
    async (name) => {
      await expect(store.read('avatars', name)).rejects.toThrow('not a stored file name');
      await expect(store.save('avatars', name, Buffer.from('x'))).rejects.toThrow();
      await expect(store.remove('avatars', name)).rejects.toThrow();
    },
  );
});
