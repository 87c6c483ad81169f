import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { decodeTokenClaims } from '../../lib/jwt.ts';
import {
  clickTwiceAtOnce,
  fakeApi,
  LOAD,
  ok,
  renderApp,
  tokenCookie,
} from '../../test/app-test-kit.tsx';
import {
  fieldsOf,
  profileHeading,
  savedAlex,
  savedForms,
  serveProfile,
  stubObjectUrls,
} from './profile-test-kit.ts';

type User = ReturnType<typeof renderApp>['user'];

stubObjectUrls();

function fact(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

async function openEditForm(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Edit personal details' }));
  return screen.findByRole('button', { name: 'Save Changes' });
}

async function retype(user: User, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text !== '') await user.type(input, text);
}

describe('/profile', () => {
  it('is titled and shows the saved details in view mode, height in feet and inches and weight in pounds', async () => {
    serveProfile();
    renderApp('/profile');
    await profileHeading();
    expect(document.title).toBe('Your Profile · Better Play');
    expect(await screen.findByText('First Name', { selector: 'dt' })).toBeVisible();
    expect(fact('First Name')).toBe('Alex');
    expect(fact('Last Name')).toBe('Morgan');
    expect(fact('Email')).toBe('alex@example.com');
    expect(fact('Mobile Number')).toBe('0412345678');
    expect(fact('Height')).toBe('5 ft 11 in');
    expect(fact('Weight')).toBe('165 lb');
    expect(fact('Age')).toBe('30');
    expect(fact('Sports Liked')).toBe('Tennis');
    expect(screen.getByText('Public profile')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });

  it('opens the form from the edit icon with the saved values, email read-only', async () => {
    serveProfile();
    const { user } = renderApp('/profile');
    await openEditForm(user);
    expect(screen.getByLabelText('First Name')).toHaveValue('Alex');
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    expect(screen.getByLabelText('Height (ft)')).toHaveValue('5.91');
    expect(screen.getByLabelText('Weight (lb)')).toHaveValue('165.3');
    expect(screen.getByLabelText('Email')).toHaveValue('alex@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('switch', { name: 'Public profile' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tennis' })).toBeChecked();
  });

  it('resets the form to the saved user each time it opens', async () => {
    serveProfile();
    const { user } = renderApp('/profile');
    await openEditForm(user);
    await retype(user, 'First Name', 'Someone');
    await retype(user, 'Height (ft)', '7');
    await user.click(screen.getByRole('switch', { name: 'Public profile' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fact('First Name')).toBe('Alex');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit personal details' })).toHaveFocus(),
    );

    await openEditForm(user);
    expect(screen.getByLabelText('First Name')).toHaveValue('Alex');
    expect(screen.getByLabelText('Height (ft)')).toHaveValue('5.91');
    expect(screen.getByRole('switch', { name: 'Public profile' })).toBeChecked();
  });

  it('saves an unchanged profile with the stored metric numbers, so nothing drifts', async () => {
    const api = serveProfile({ ...savedAlex, height: 1.7526, weight: 68.0388555 });
    const { user } = renderApp('/profile');
    await openEditForm(user);
    expect(screen.getByLabelText('Height (ft)')).toHaveValue('5.75');
    expect(screen.getByLabelText('Weight (lb)')).toHaveValue('150');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await screen.findByRole('button', { name: 'Edit personal details' });
    expect(fieldsOf(savedForms(api.requests)[0] ?? new FormData())).toEqual({
      firstName: 'Alex',
      lastName: 'Morgan',
      phone: '0412345678',
      age: '30',
      height: '1.7526',
      weight: '68.0388555',
      visibility: 'public',
      sportPreferences: '["Tennis"]',
    });
    expect(api.current()).toMatchObject({ height: 1.7526, weight: 68.0388555 });
  });

  it('converts edited feet and pounds back to metres and kilograms', async () => {
    const api = serveProfile();
    const { user } = renderApp('/profile');
    await openEditForm(user);
    await retype(user, 'Height (ft)', '6');
    await retype(user, 'Weight (lb)', '154.3');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('button', { name: 'Edit personal details' });
    const sent = fieldsOf(savedForms(api.requests)[0] ?? new FormData());
    expect(sent).toMatchObject({ height: '1.8288', weight: '69.989' });
    expect(fact('Height')).toBe('6 ft 0 in');
    expect(fact('Weight')).toBe('154 lb');
  });

  it('sends the visibility toggle and the sports on save, and stores the new token', async () => {
    const api = serveProfile();
    const { user } = renderApp('/profile');
    await openEditForm(user);
    await retype(user, 'First Name', 'Alexandra');
    await user.click(screen.getByRole('switch', { name: 'Public profile' }));
    expect(screen.getByText('Other players see only your name and photo.')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Soccer' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated')).toBeVisible();
    expect(fieldsOf(savedForms(api.requests)[0] ?? new FormData())).toMatchObject({
      firstName: 'Alexandra',
      visibility: 'private',
      sportPreferences: '["Tennis","Soccer"]',
    });
    // Back in view mode, with what was saved; the header greets the new name from the new token.
    expect(fact('First Name')).toBe('Alexandra');
    expect(screen.getByText('Private profile')).toBeVisible();
    expect(decodeTokenClaims(tokenCookie() ?? '')?.firstName).toBe('Alexandra');
    expect(screen.getByText('Hello, Alexandra')).toBeVisible();
  });

  it('previews a chosen photo locally and sends it in the field avatar', async () => {
    const api = serveProfile();
    const { user } = renderApp('/profile');
    await openEditForm(user);
    const photo = new File(['png bytes'], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/Profile Photo/), photo);
    expect(screen.getByRole('img', { name: 'Your new profile photo' })).toHaveAttribute(
      'src',
      'blob:me.png',
    );
    expect(api.requests.filter((request) => request.method === 'PUT')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('button', { name: 'Edit personal details' });
    const form = savedForms(api.requests)[0];
    expect(form?.get('avatar')).toBe(photo);
    expect(api.requests.at(-1)?.headers.get('content-type')).toBeNull();
  });

  it('saves once, uploading the photo once, when Save Changes is double-clicked', async () => {
    const api = serveProfile();
    const { user } = renderApp('/profile');
    // The first test of a run also loads the page's lazy chunk.
    await screen.findByRole('button', { name: 'Edit personal details' }, LOAD);
    await openEditForm(user);
    await user.upload(
      screen.getByLabelText(/Profile Photo/),
      new File(['png bytes'], 'me.png', { type: 'image/png' }),
    );
    clickTwiceAtOnce(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('button', { name: 'Edit personal details' });
    expect(savedForms(api.requests)).toHaveLength(1);
  }, 15_000);

  it('refuses a file that is not an image before anything is sent', async () => {
    const api = serveProfile();
    const { user } = renderApp('/profile');
    await openEditForm(user);
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    // As with the picker switched to 'All files'.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(screen.getByLabelText(/Profile Photo/), notes);
    expect(
      await screen.findByText('The photo must be an image (JPEG, PNG, WebP, GIF or AVIF)'),
    ).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Your new profile photo' })).toBeNull();
    expect(api.requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('checks the fields with the product’s messages and focuses the first one in error', async () => {
    const api = serveProfile();
    const { user } = renderApp('/profile');
    await openEditForm(user);
    await retype(user, 'First Name', 'A');
    await retype(user, 'Height (ft)', '20');
    await retype(user, 'Age', '');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('First name must be at least 2 characters')).toBeVisible();
    expect(screen.getByText('Enter your height in feet, for example 5.5')).toBeVisible();
    expect(screen.getByText('Age must be a whole number from 1 to 120')).toBeVisible();
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    expect(api.requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('catches a height typed in metres and a weight out of range, asking for feet and pounds', async () => {
    const api = serveProfile();
    const { user } = renderApp('/profile');
    await openEditForm(user);
    await retype(user, 'Height (ft)', '1.70');
    await retype(user, 'Weight (lb)', '20');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByLabelText('Height (ft)')).toHaveAccessibleDescription(
      'Enter your height in feet, for example 5.5',
    );
    expect(screen.getByLabelText('Weight (lb)')).toHaveAccessibleDescription(
      'Enter your weight in pounds, for example 154',
    );
    expect(screen.getByLabelText('Height (ft)')).toHaveFocus();
    expect(api.requests.filter((request) => request.method === 'PUT')).toEqual([]);

    await retype(user, 'Height (ft)', '5.5');
    await retype(user, 'Weight (lb)', '154');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('button', { name: 'Edit personal details' });
    expect(fieldsOf(savedForms(api.requests)[0] ?? new FormData())).toMatchObject({
      height: '1.6764',
      weight: '69.853',
    });
    expect(fact('Height')).toBe('5 ft 6 in');
    expect(fact('Weight')).toBe('154 lb');
  });

  it("shows the server's message when a save fails and stays in edit mode", async () => {
    serveProfile();
    const failing = fakeApi({
      'GET /user/profile': ok(savedAlex),
      'PUT /user/profile': {
        status: 400,
        body: {
          message: 'The photo has too many pixels: use one of at most 50 megapixels',
          statusCode: 400,
          code: 'IMAGE_TOO_MANY_PIXELS',
        },
      },
    });
    const { user } = renderApp('/profile');
    await openEditForm(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    // The form's own alert (the Payment Methods card below may show one for its list).
    const form = screen.getByRole('button', { name: 'Save Changes' }).closest('form');
    const alert = await within(form ?? document.body).findByRole('alert');
    expect(alert).toHaveTextContent(
      'The photo has too many pixels: use one of at most 50 megapixels',
    );
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(failing.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });

  it("says 'Saving...' and holds the buttons while the save is on its way", async () => {
    serveProfile();
    let answer: () => void = () => {};
    fakeApi({
      'GET /user/profile': ok(savedAlex),
      'PUT /user/profile': () =>
        new Promise((resolve) => {
          answer = () => resolve(ok('token'));
        }),
    });
    const { user } = renderApp('/profile');
    await openEditForm(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    expect(
      within(saving.closest('form') ?? document.body).getByRole('button', { name: 'Cancel' }),
    ).toBeDisabled();
    answer();
  });
});
