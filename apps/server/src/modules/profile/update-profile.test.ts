import { describe, expect, it } from 'vitest';
import { decodeClaims } from '../../test/factories.ts';
import { readProfile, saveProfile, signUp, useProfileApp } from './profile-test-kit.ts';

const w = useProfileApp();

describe('PUT /user/profile: the fields', () => {
  it('saves the fields sent and answers a new token that carries the new first name', async () => {
    const user = await signUp(w.t.app, 'Alex');
    const response = await saveProfile(w.t, user, {
      firstName: 'Alexandra',
      lastName: 'Stone',
      phone: '0498 765 432',
      age: '31',
      height: '1.68',
      weight: '61.5',
      visibility: 'private',
      sportPreferences: JSON.stringify(['Soccer', 'Swimming']),
    });
    expect(response.statusCode).toBe(200);
    const { message, data: token } = response.json();
    expect(message).toBe('OK');
    expect(decodeClaims(token)).toMatchObject({
      sub: user.id,
      firstName: 'Alexandra',
      email: user.email,
    });
    // The new token is a working one.
    const withNewToken = await w.t.app.inject({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withNewToken.json().data).toMatchObject({
      firstName: 'Alexandra',
      lastName: 'Stone',
      phone: '0498 765 432',
      age: 31,
      height: 1.68,
      weight: 61.5,
      visibility: 'private',
      sportPreferences: ['Soccer', 'Swimming'],
    });
  });

  it('keeps what is not sent, ignores a new email, and lets a player like no sport', async () => {
    const user = await signUp(w.t.app, 'Sam');
    const before = await readProfile(w.t, user);
    const response = await saveProfile(w.t, user, {
      lastName: 'Lee',
      email: 'someone.else@example.com',
      sportPreferences: '[]',
    });
    expect(response.statusCode).toBe(200);
    expect(await readProfile(w.t, user)).toEqual({
      ...before,
      lastName: 'Lee',
      sportPreferences: [],
    });
  });

  it('changes no stored number when the profile is saved as it was loaded', async () => {
    const user = await signUp(w.t.app, 'Jo');
    // Numbers a metric/imperial round trip would bend, had the server converted anything.
    await saveProfile(w.t, user, { height: '1.7526', weight: '68.0388555' });
    const before = await readProfile(w.t, user);
    expect(before).toMatchObject({ height: 1.7526, weight: 68.0388555 });
    const response = await saveProfile(w.t, user, {
      firstName: String(before.firstName),
      lastName: String(before.lastName),
      phone: String(before.phone),
      age: String(before.age),
      height: String(before.height),
      weight: String(before.weight),
      visibility: String(before.visibility),
      sportPreferences: JSON.stringify(before.sportPreferences),
    });
    expect(response.statusCode).toBe(200);
    expect(await readProfile(w.t, user)).toEqual(before);
  });

  it('answers an empty save with a fresh token and changes nothing', async () => {
    const user = await signUp(w.t.app, 'Max');
    const before = await readProfile(w.t, user);
    const response = await w.t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/profile',
      headers: user.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(decodeClaims(response.json().data)).toMatchObject({ firstName: 'Max' });
    expect(await readProfile(w.t, user)).toEqual(before);
  });

  it.each([
    [{ firstName: 'A' }, 'First name must be at least 2 characters'],
    [{ lastName: ' B ' }, 'Last name must be at least 2 characters'],
    [{ phone: '12345' }, 'Please enter a valid mobile number'],
    [{ age: '0' }, 'Age must be a whole number from 1 to 120'],
    [{ age: '30.5' }, 'Age must be a whole number from 1 to 120'],
    // Feet typed where metres belong.
    [{ height: '5.9' }, 'Height must be between 0.5 and 2.8 metres'],
    [{ height: '0x2' }, 'Height must be between 0.5 and 2.8 metres'],
    [{ weight: '900' }, 'Weight must be between 10 and 400 kg'],
    [{ weight: '' }, 'Weight must be between 10 and 400 kg'],
    [{ visibility: 'friends' }, "Visibility must be 'public' or 'private'"],
    [
      { sportPreferences: 'Tennis' },
      'sportPreferences must be a JSON list of sports, such as ["Tennis"]',
    ],
    [
      { sportPreferences: '["Curling"]' },
      'Choose sports from: Badminton, Basketball, Tennis, Soccer, Swimming',
    ],
    [{ avatar: 'me.png' }, 'Send the photo as a file in the field avatar'],
  ])('refuses %j with 400 "%s" and changes nothing', async (fields, message) => {
    const user = await signUp(w.t.app, 'Val');
    const before = await readProfile(w.t, user);
    const response = await saveProfile(w.t, user, { lastName: 'Changed', ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(await readProfile(w.t, user)).toEqual(before);
  });

  it('takes multipart only: a JSON body is refused with 415', async () => {
    const user = await signUp(w.t.app, 'Kim');
    const response = await w.t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/profile',
      headers: user.auth,
      payload: { firstName: 'Kimberly' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'FORM_NOT_MULTIPART',
      message: 'Send the profile as multipart/form-data',
    });
    expect(await readProfile(w.t, user)).toMatchObject({ firstName: 'Kim' });
  });

  it('refuses a form that is not what it claims to be with 400', async () => {
    const user = await signUp(w.t.app, 'Ray');
    const response = await w.t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/profile',
      headers: { ...user.auth, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nRaymond',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'FORM_UNREADABLE',
      message: 'The form could not be read',
    });
  });
});

describe('GET /users/{id}: another player', () => {
  it('shows a public profile without email or phone', async () => {
    const [viewer, player] = [await signUp(w.t.app, 'Viewer'), await signUp(w.t.app, 'Pat')];
    const response = await w.t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${player.id}`,
      headers: viewer.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: player.id,
      firstName: 'Pat',
      lastName: 'Morgan',
      avatar: '',
      visibility: 'public',
      age: 28,
      height: 1.75,
      weight: 70,
      sportPreferences: ['Badminton', 'Tennis'],
    });
  });

  it('shows only the name and picture of a private profile: its details never leave the server', async () => {
    const [viewer, player] = [await signUp(w.t.app, 'Viewer'), await signUp(w.t.app, 'Quinn')];
    await saveProfile(w.t, player, { visibility: 'private' });
    const response = await w.t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${player.id}`,
      headers: viewer.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: player.id,
      firstName: 'Quinn',
      lastName: 'Morgan',
      avatar: '',
      visibility: 'private',
    });
    for (const secret of ['1.75', '0412345678', 'Badminton', player.email, '"age"']) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('answers 404 for a player who does not exist', async () => {
    const viewer = await signUp(w.t.app, 'Viewer');
    const response = await w.t.app.inject({
      method: 'GET',
      url: '/api/v1/users/00000000-0000-4000-8000-000000000000',
      headers: viewer.auth,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'USER_NOT_FOUND', message: 'Player not found' });
  });
});
