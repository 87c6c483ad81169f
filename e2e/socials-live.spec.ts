import { expect, test } from '@playwright/test';
import {
  createSocialAsOlivia,
  DESKTOP,
  newSignedInPage,
  PHONE,
  watchConsoleErrors,
} from './e2e-test-kit.ts';

test('Alex asks to join on a phone, Olivia sees it live and accepts on a desktop (each button double-clicked, sent once), Alex sees it live in Upcoming', async ({
  browser,
  request,
}) => {
  const socialName = `Live Rally ${Date.now()}`;
  await createSocialAsOlivia(request, socialName);

  const olivia = await newSignedInPage(browser, 'organiser@example.com', 'Olivia');
  const alex = await newSignedInPage(browser, 'player@example.com', 'Alex');
  await olivia.setViewportSize(DESKTOP);
  await alex.setViewportSize(PHONE);
  const errors = [...watchConsoleErrors(olivia), ...watchConsoleErrors(alex)];
  const joinRequests: string[] = [];
  alex.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/api/v1/user/social/booking/request'))
      joinRequests.push(sent.url());
  });
  const decisions: string[] = [];
  olivia.on('request', (sent) => {
    if (sent.method() === 'PUT' && sent.url().includes('/api/v1/organizer/social/request/'))
      decisions.push(sent.url());
  });

  await olivia.goto('/organiser');
  const requests = olivia.getByRole('region', { name: 'Requests' });
  await expect(olivia.getByText('Loading bookings...')).toBeHidden();
  await expect(requests.getByText(`Requested for ${socialName}`)).toHaveCount(0);

  // Alex finds the social, opens it and asks to join.
  await alex.goto('/sports/badminton');
  await alex.getByRole('searchbox', { name: 'Search socials' }).fill(socialName);
  await alex.getByRole('row', { name: new RegExp(socialName) }).click();
  await expect(alex.getByRole('heading', { name: socialName })).toBeVisible();
  await alex.getByRole('button', { name: 'Join' }).click();
  await alex.getByLabel('Message to the Organizer').fill('Keen to play!');
  // A double click (or an impatient second tap) sends one request, and no error follows.
  await alex.getByRole('button', { name: 'Request to Join Social' }).dblclick();
  await expect(alex).toHaveURL(/\/activity$/);
  await expect(alex.getByText('Request sent successfully', { exact: true })).toBeVisible();
  expect(joinRequests).toHaveLength(1);
  await expect(alex.getByText(/You have already asked/)).toHaveCount(0);

  // Olivia's dashboard and bell update without a reload.
  await expect(requests.getByText(`Requested for ${socialName}`)).toBeVisible();
  await expect(
    olivia.getByRole('button', { name: /Notifications, [1-9]\d* unread/ }),
  ).toBeVisible();
  await requests
    .getByRole('button', { name: new RegExp(`^Accept Alex Morgan for ${socialName}$`) })
    .dblclick();
  await expect(olivia.getByText('Request accepted', { exact: true })).toBeVisible();
  expect(decisions).toHaveLength(1);
  await expect(olivia.getByText('Could not accept the request')).toHaveCount(0);

  // Alex, still on /activity, hears about it and sees the social under Upcoming.
  await expect(alex.getByText('Request accepted', { exact: true })).toBeVisible();
  await alex.getByRole('tab', { name: /^Upcoming/ }).click();
  await expect(alex.getByRole('tabpanel').getByText(socialName).first()).toBeVisible();

  // Back through the join page and the social, which now know Alex is going, to the list,
  // which kept the search.
  await alex.goBack();
  await expect(alex.getByRole('heading', { name: `Join ${socialName}` })).toBeVisible();
  await expect(alex.getByText("You're going", { exact: true })).toBeVisible();
  await expect(alex.getByLabel('Message to the Organizer')).toHaveCount(0);
  await alex.goBack();
  await expect(alex.getByRole('heading', { name: socialName })).toBeVisible();
  await expect(alex.getByText("You're going", { exact: true })).toBeVisible();
  await expect(alex.getByRole('button', { name: 'Join' })).toHaveCount(0);
  await alex.goBack();
  await expect(alex.getByRole('searchbox', { name: 'Search socials' })).toHaveValue(socialName);
  await expect(alex.getByRole('row', { name: new RegExp(socialName) })).toBeVisible();
  expect(errors).toEqual([]);
});
