import { expect, test } from '@playwright/test';
import { createSocialAsOlivia, newSignedInPage, watchConsoleErrors } from './e2e-test-kit.ts';

test('Alex asks to join, Olivia sees it live and accepts, Alex sees it live in Upcoming', async ({
  browser,
  request,
}) => {
  const socialName = `Live Rally ${Date.now()}`;
  await createSocialAsOlivia(request, socialName);

  const olivia = await newSignedInPage(browser, 'organiser@example.com', 'Olivia');
  const alex = await newSignedInPage(browser, 'player@example.com', 'Alex');
  const errors = [...watchConsoleErrors(olivia), ...watchConsoleErrors(alex)];

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
  await alex.getByRole('button', { name: 'Request to Join Social' }).click();
  await expect(alex).toHaveURL(/\/activity$/);
  await expect(alex.getByText('Request sent successfully', { exact: true })).toBeVisible();

  // Olivia's dashboard and bell update without a reload.
  await expect(requests.getByText(`Requested for ${socialName}`)).toBeVisible();
  await expect(
    olivia.getByRole('button', { name: /Notifications, [1-9]\d* unread/ }),
  ).toBeVisible();
  await requests
    .getByRole('button', { name: new RegExp(`^Accept Alex Morgan for ${socialName}$`) })
    .click();
  await expect(olivia.getByText('Request accepted', { exact: true })).toBeVisible();

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
