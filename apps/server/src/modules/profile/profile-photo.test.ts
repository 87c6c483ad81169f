import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  photo,
  readProfile,
  saveProfile,
  signUp,
  storedAvatars,
  useProfileApp,
} from './profile-test-kit.ts';

const w = useProfileApp();
const AVATAR_URL = /^\/api\/v1\/files\/avatars\/([0-9a-f-]{36}\.webp)$/;

/** 20,000 x 20,000 pixels of one colour: a few hundred KB that would decode to over 1 GB. */
let bomb: Buffer;
beforeAll(async () => {
  bomb = await sharp({
    create: { width: 20_000, height: 20_000, channels: 3, background: '#ffffff' },
    limitInputPixels: false,
  })
    .toColourspace('b-w')
    .png()
    .toBuffer();
}, 120_000);

const getFile = (url: string) => w.t.app.inject({ method: 'GET', url });

describe('PUT /user/profile: the photo', () => {
  it('stores the photo as a WebP of at most 512 px, under a generated name, served for a year', async () => {
    const user = await signUp(w.t.app, 'Pia');
    const original = await sharp(await photo(1600, 1200, 'jpeg'))
      .withMetadata({ exif: { IFD0: { Copyright: 'Pia at home', Artist: 'Pia' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await saveProfile(w.t, user, {
      firstName: 'Pia',
      avatar: { bytes: original, name: 'holiday photo.jpg', type: 'image/jpeg' },
    });
    expect(response.statusCode).toBe(200);
    const { avatar } = await readProfile(w.t, user);
    const name = AVATAR_URL.exec(String(avatar))?.[1];
    expect(name).toBeDefined();
    expect(storedAvatars(w.dataDir)).toContain(name);

    // Anyone may fetch it (an <img> sends no token).
    const file = await getFile(String(avatar));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const served = await sharp(file.rawPayload).metadata();
    expect(served).toMatchObject({ format: 'webp', width: 512, height: 384 });
    // Re-encoding dropped the EXIF block, and with it what it said.
    expect(served.exif).toBeUndefined();
    expect(file.rawPayload.includes('Pia at home')).toBe(false);
  });

  it('removes the photo it replaces once the new one is saved', async () => {
    const user = await signUp(w.t.app, 'Rui');
    await saveProfile(w.t, user, {
      avatar: { bytes: await photo(), name: 'a.png', type: 'image/png' },
    });
    const first = String((await readProfile(w.t, user)).avatar);
    await saveProfile(w.t, user, {
      avatar: { bytes: await photo(300, 300), name: 'b.png', type: 'image/png' },
    });
    const second = String((await readProfile(w.t, user)).avatar);
    expect(second).not.toBe(first);
    expect((await getFile(first)).statusCode).toBe(404);
    expect((await getFile(second)).statusCode).toBe(200);
  });

  it.each([
    [
      'a text file named .png and declared image/png',
      async () => ({
        bytes: Buffer.from('just some text, not a picture\n'.repeat(20)),
        name: 'me.png',
        type: 'image/png',
      }),
      'FILE_NOT_IMAGE',
      'The photo must be an image (JPEG, PNG, WebP, GIF or AVIF)',
    ],
    [
      'an SVG (an image sharp reads, but a document that can hold scripts)',
      async () => ({
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64"/></svg>',
        ),
        name: 'me.svg',
        type: 'image/svg+xml',
      }),
      'FILE_NOT_IMAGE',
      'The photo must be an image (JPEG, PNG, WebP, GIF or AVIF)',
    ],
    [
      'a 6 MB image',
      async () => ({
        // Stored without compression: 1450 x 1450 x 3 bytes is just over 6 MB.
        bytes: await sharp({
          create: {
            width: 1450,
            height: 1450,
            channels: 3,
            background: '#000000',
            noise: { type: 'gaussian', mean: 128, sigma: 40 },
          },
        })
          .png({ compressionLevel: 0 })
          .toBuffer(),
        name: 'big.png',
        type: 'image/png',
      }),
      'FILE_TOO_LARGE',
      'The photo must be at most 5 MB',
    ],
    [
      'a 20,000 x 20,000 PNG (a decompression bomb)',
      async () => ({ bytes: bomb, name: 'bomb.png', type: 'image/png' }),
      'IMAGE_TOO_MANY_PIXELS',
      'The photo has too many pixels: use one of at most 50 megapixels',
    ],
    [
      'an empty file',
      async () => ({ bytes: Buffer.alloc(0), name: 'empty.png', type: 'image/png' }),
      'FILE_REQUIRED',
      'Choose an image file to upload',
    ],
  ])(
    'refuses %s with 400 and a message, and changes nothing',
    async (_what, file, code, message) => {
      const user = await signUp(w.t.app, 'Noa');
      await saveProfile(w.t, user, {
        avatar: { bytes: await photo(), name: 'ok.png', type: 'image/png' },
      });
      const before = await readProfile(w.t, user);
      const filesBefore = storedAvatars(w.dataDir);

      const response = await saveProfile(w.t, user, { firstName: 'Changed', avatar: await file() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code, message });
      expect(await readProfile(w.t, user)).toEqual(before);
      expect(storedAvatars(w.dataDir)).toEqual(filesBefore);
    },
  );

  it('refuses a second file, or a file in another field, with 400', async () => {
    const user = await signUp(w.t.app, 'Ida');
    const png = { bytes: await photo(), name: 'a.png', type: 'image/png' };
    const form = new FormData();
    for (const index of [1, 2]) {
      form.append(
        'avatar',
        new Blob([new Uint8Array(png.bytes)], { type: png.type }),
        `${index}.png`,
      );
    }
    const twoFiles = await w.t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/profile',
      headers: user.auth,
      payload: form,
    });
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json().message).toBe('Send one photo only, in the field avatar');

    const elsewhere = await saveProfile(w.t, user, { photo: png });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe('Send the photo as a file in the field avatar');
    expect((await readProfile(w.t, user)).avatar).toBe('');
  });
});

describe('GET /files/avatars/{name}', () => {
  it('answers 404 for a photo that does not exist', async () => {
    const response = await getFile(
      '/api/v1/files/avatars/00000000-0000-4000-8000-000000000000.webp',
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'FILE_NOT_FOUND', message: 'File not found' });
  });

  it.each(['..%2F..%2Fjwt-secret', '..%2Fjwt-secret.webp', 'x.webp', '%2Fetc%2Fpasswd'])(
    'refuses the name %s before reading anything',
    async (name) => {
      const response = await getFile(`/api/v1/files/avatars/${name}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    },
  );
});
