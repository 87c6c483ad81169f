import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, DESKTOP, PHONE, sizedContext } from './e2e-test-kit.ts';

test.describe.configure({ timeout: 90_000 });

/** A new player of this run (so friends and chats start empty); answers their name. */
async function registerPlayer(request: APIRequestContext, firstName: string, lastName: string) {
  const email = `${firstName}.${lastName}@e2e.example.com`.toLowerCase();
  const response = await request.post('/api/v1/auth/register', {
    data: {
      firstName,
      lastName,
      email,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      phone: '0412345678',
      age: '30',
      height: '1.75',
      weight: '70',
      sportPreferences: ['Tennis'],
    },
  });
  expect(response.status()).toBe(201);
  return { email, name: `${firstName} ${lastName}` };
}

test('a player adds a friend and chats live; the friend answers from a phone', async ({
  browser,
  request,
}) => {
  const run = Date.now().toString(36);
  const alex = await registerPlayer(request, 'Alex', `Friend${run}`);
  const olivia = await registerPlayer(request, 'Olivia', `Pal${run}`);

  const alexContext = await sizedContext(browser, DESKTOP, alex.email);
  const oliviaContext = await sizedContext(browser, PHONE, olivia.email);
  const alexPage = await alexContext.newPage();
  const oliviaPage = await oliviaContext.newPage();

  await alexPage.goto('/friends');
  await expect(alexPage.getByText("You haven't added any friends yet")).toBeVisible();
  await alexPage.getByPlaceholder('Search for players by name or sport...').fill(`Pal${run}`);
  await alexPage.getByRole('button', { name: `Add Friend: ${olivia.name}` }).click();
  await expect(alexPage.getByText('Friend added', { exact: true })).toBeVisible();
  await alexPage.getByRole('link', { name: `Chat with ${olivia.name}` }).click();

  await oliviaPage.goto('/chat');
  await expect(oliviaPage.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  // Olivia's bell says Alex added her, and she adds him back in one tap.
  await oliviaPage.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const bell = oliviaPage.getByRole('dialog', { name: 'Notifications' });
  await expect(bell.getByText('added you as a friend')).toBeVisible();
  await bell.getByRole('button', { name: `Add back ${alex.name}` }).click();
  await expect(oliviaPage.getByText('Friend added', { exact: true })).toBeVisible();
  await expect(bell.getByRole('button', { name: `Add back ${alex.name}` })).toHaveCount(0);
  await oliviaPage.keyboard.press('Escape');

  const thread = alexPage.getByRole('list', { name: `Messages with ${olivia.name}` });
  await expect(alexPage.getByText('Start a conversation')).toBeVisible();
  await alexPage.getByRole('textbox', { name: 'Message' }).fill('Hi Olivia, tennis on Saturday?');
  await alexPage.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(thread.getByText('Hi Olivia, tennis on Saturday?')).toBeVisible();
  await expect(alexPage.getByText('Sending...')).toHaveCount(0);

  // On the phone the list shows first; the new conversation arrives live with its unread count.
  const conversation = oliviaPage.getByRole('link', {
    name: new RegExp(`^Open chat with ${alex.name}.*1 unread`),
  });
  await expect(conversation).toBeVisible();
  await conversation.click();
  const oliviaThread = oliviaPage.getByRole('list', { name: `Messages with ${alex.name}` });
  await expect(oliviaThread.getByText('Hi Olivia, tennis on Saturday?')).toBeVisible();
  await oliviaPage.getByRole('textbox', { name: 'Message' }).fill('Yes! 10 am?');
  await oliviaPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(oliviaThread.getByText('Yes! 10 am?')).toBeVisible();

  await expect(thread.getByText('Yes! 10 am?')).toBeVisible();
  const widths = await oliviaPage.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
  await oliviaPage.getByRole('button', { name: 'Back to chats' }).click();
  await expect(oliviaPage.getByRole('link', { name: /^Open chat with Alex/ })).toBeVisible();

  await alexContext.close();
  await oliviaContext.close();
});

test('an enquiry to a coach lands in the player’s chat with that coach', async ({
  browser,
  request,
}) => {
  const run = Date.now().toString(36);
  const player = await registerPlayer(request, 'Enquiring', `Player${run}`);
  const venue = await request.get('/api/v1/training/badminton/venues/msac');
  expect(venue.ok()).toBe(true);
  const { data } = (await venue.json()) as {
    data: { coaches: { id: string; firstName: string; lastName: string }[] };
  };
  const coach = data.coaches[0];
  if (!coach) throw new Error('the seed has no badminton coach at MSAC');
  const coachName = `${coach.firstName} ${coach.lastName}`;

  const context = await sizedContext(browser, PHONE, player.email);
  const page = await context.newPage();
  await page.goto(`/training/badminton/venue/msac/coach/${coach.id}`);
  await page.getByRole('button', { name: 'Enquire' }).click();
  const enquiry = page.getByRole('dialog', { name: `Enquire with ${coachName}` });
  await enquiry.getByLabel('Message').fill('Do you have a beginner slot on Monday?');
  await enquiry.getByRole('button', { name: 'Send Enquiry' }).click();
  const sent = page.getByRole('dialog', { name: 'Message Sent' });
  await expect(sent).toBeVisible();
  await sent.getByRole('link', { name: 'View enquiry in chat' }).click();

  const thread = page.getByRole('list', { name: `Messages with ${coachName}` });
  await expect(thread.getByText('Do you have a beginner slot on Monday?')).toBeVisible();
  await context.close();
});
