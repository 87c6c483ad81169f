import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type TestUser } from '../../test/factories.ts';

/** A test app whose uploads go to a temporary DATA_DIR, removed afterwards. */
export function useProfileApp() {
  const world = {} as { t: TestApp; dataDir: string };
  beforeAll(async () => {
    world.dataDir = mkdtempSync(path.join(os.tmpdir(), 'bp-profile-'));
    world.t = await createTestApp({ env: { DATA_DIR: world.dataDir } });
  });
  afterAll(async () => {
    await world.t?.close();
    rmSync(world.dataDir, { recursive: true, force: true });
  });
  return world;
}

/** The avatar files stored so far. */
export function storedAvatars(dataDir: string): string[] {
  try {
    return readdirSync(path.join(dataDir, 'files', 'avatars')).sort();
  } catch {
    return [];
  }
}

export type ProfileForm = Record<string, string | { bytes: Buffer; name: string; type: string }>;

/** PUT /user/profile with a multipart form, as the web app sends it. */
export function saveProfile(t: TestApp, user: TestUser, fields: ProfileForm) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
  }
  return t.app.inject({
    method: 'PUT',
    url: '/api/v1/user/profile',
    headers: user.auth,
    payload: form,
  });
}

export async function readProfile(t: TestApp, user: TestUser) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/user/profile',
    headers: user.auth,
  });
  return response.json().data as Record<string, unknown>;
}

/** A small real photo (a PNG with a gradient), as a phone might send. */
export async function photo(width = 800, height = 600, format: 'png' | 'jpeg' = 'png') {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } },
  });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

export { signUp };
