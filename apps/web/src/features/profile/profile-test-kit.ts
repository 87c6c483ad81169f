import type { UserProfile } from '@betterplay/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import {
  fakeApi,
  type FakeRequest,
  makeToken,
  ok,
  sampleProfile,
  setTokenCookie,
} from '../../test/app-test-kit.tsx';

/** Alex, stored in metric: 1.8 m (5.91 ft) and 75 kg (165.3 lb). */
export const savedAlex: UserProfile = { ...sampleProfile, visibility: 'public' };

/**
 * A signed-in Alex and an API that keeps the profile: a save answers a new token for the name
 * sent and the next read shows the saved fields (height and weight exactly as sent).
 */
export function serveProfile(start: UserProfile = savedAlex) {
  let profile = start;
  setTokenCookie(makeToken({ sub: profile.id, firstName: profile.firstName }));
  const api = fakeApi({
    'GET /user/profile': () => ok(profile),
    'PUT /user/profile': (request) => {
      const form = formOf(request);
      const text = (name: string) => form.get(name)?.toString();
      const number = (name: string) => (form.has(name) ? Number(text(name)) : undefined);
      profile = {
        ...profile,
        firstName: text('firstName') ?? profile.firstName,
        lastName: text('lastName') ?? profile.lastName,
        phone: text('phone') ?? profile.phone,
        age: number('age') ?? profile.age,
        height: number('height') ?? profile.height,
        weight: number('weight') ?? profile.weight,
        visibility: text('visibility') === 'private' ? 'private' : 'public',
        sportPreferences: JSON.parse(text('sportPreferences') ?? '[]') as string[],
        avatar: form.has('avatar') ? '/api/v1/files/avatars/new.webp' : profile.avatar,
      };
      return ok(makeToken({ sub: profile.id, firstName: profile.firstName }));
    },
  });
  return { ...api, current: () => profile };
}

/** The multipart form a request sent. */
export function formOf(request: FakeRequest | undefined): FormData {
  if (!(request?.body instanceof FormData)) throw new Error('the request sent no form');
  return request.body;
}

export function savedForms(requests: FakeRequest[]) {
  return requests.filter((request) => request.method === 'PUT').map(formOf);
}

/** The form's fields as text, the photo as its file name. */
export function fieldsOf(form: FormData): Record<string, string> {
  return Object.fromEntries(
    [...form.entries()].map(([name, value]) => [
      name,
      typeof value === 'string' ? value : `file:${value.name}`,
    ]),
  );
}

/** jsdom has no object URLs: the preview gets a readable stand-in. */
export function stubObjectUrls() {
  const createObjectURL = vi.fn((file: Blob) => `blob:${file instanceof File ? file.name : 'x'}`);
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
  return createObjectURL;
}

export function profileHeading() {
  return screen.findByRole('heading', { level: 1, name: 'Your Profile' });
}
