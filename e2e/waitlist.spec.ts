import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiToken,
  axeProblems,
  createSocialAs,
  DESKTOP,
  newSignedInPage,
  PHONE,
  reflowProblems,
  watchConsoleErrors,
} from './e2e-test-kit.ts';

const bearer = async (request: APIRequestContext, email: string) => ({
  authorization: `Bearer ${await apiToken(request, email)}`,
});

test('Sam gives up his place on a phone; Mei, first in line on a desktop, sees the offer live with its countdown and takes it; the dashboard shows the line move', async ({
  browser,
  request,
}) => {
  // Three browsers, two axe passes and the payments on two profiles.
  test.setTimeout(60_000);
  const socialName = `Waitlist Rally ${Date.now()}`;
  const olivia = await bearer(request, 'organiser@example.com');
  // $10 a place: Sam's place and Mei's are paid with the demo players' saved cards.
  const socialId = await createSocialAs(request, olivia.authorization.slice(7), socialName, 1, 10);
  const oliviaId = (await (await request.get(`/api/v1/cms/social/${socialId}`)).json()).data
    .organizer.id as string;
  // Sam holds the one place; Mei waits.
  const asked = await request.post('/api/v1/user/social/booking/request', {
    headers: await bearer(request, 'sam.patel@example.com'),
    data: { socialId, organizerId: oliviaId },
  });
  expect(asked.status()).toBe(201);
  const requestId = (await asked.json()).data.id as string;
  expect(
    (await request.put(`/api/v1/organizer/social/request/${requestId}`, { headers: olivia })).ok(),
  ).toBe(true);
  const waiting = await request.post(`/api/v1/user/socials/${socialId}/waitlist`, {
    headers: await bearer(request, 'mei.wong@example.com'),
    data: {},
  });
  expect(waiting.status()).toBe(201);

  const mei = await newSignedInPage(browser, 'mei.wong@example.com', 'Mei');
  const sam = await newSignedInPage(browser, 'sam.patel@example.com', 'Sam');
  const organiser = await newSignedInPage(browser, 'organiser@example.com', 'Olivia');
  await mei.setViewportSize(DESKTOP);
  await sam.setViewportSize(PHONE);
  await organiser.setViewportSize(DESKTOP);
  const errors = [...watchConsoleErrors(mei), ...watchConsoleErrors(sam)];

  await mei.goto(`/sports/badminton/social?id=${socialId}`);
  await expect(mei.getByRole('button', { name: 'Spot not available' })).toBeVisible();
  const line = mei.getByRole('region', { name: 'Waitlist' });
  await expect(line.getByText('You are 1st in line')).toBeVisible();
  await organiser.goto('/organiser');
  const dashboardLine = organiser.getByRole('region', { name: `Waitlist of ${socialName}` });
  await expect(dashboardLine.getByText('1st · Mei Wong')).toBeVisible();

  // Sam leaves from Activity on his phone, with a full refund (four days ahead).
  await sam.goto('/activity');
  await sam.getByRole('button', { name: `Details for ${socialName}` }).click();
  await sam.getByRole('button', { name: `Leave this social: ${socialName}` }).click();
  const dialog = sam.getByRole('dialog', { name: 'Leave this social?' });
  await expect(dialog.getByText('You will get $10 back.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Leave this social' }).click();
  await expect(sam.getByText('You gave up your place', { exact: true })).toBeVisible();

  // Mei sees the offer live, with its deadline and time left (2 hours, or until 08:30 when
  // that would end at night).
  await expect(line.getByText(/^A place is yours until \d{1,2}:\d\d [AP]M$/)).toBeVisible();
  await expect(line.getByText(/^\d{1,2} h \d{1,2} min left$/)).toBeVisible();
  await expect(dashboardLine.getByText(/Offered a place until/)).toBeVisible();
  expect(await reflowProblems(mei, 'offer on a desktop')).toEqual([]);
  expect(await axeProblems(mei, 'offer on a desktop')).toEqual([]);

  await line.getByRole('button', { name: 'Take the place' }).click();
  await expect(mei.getByText('The place is yours', { exact: true })).toBeVisible();
  await expect(mei.getByRole('region', { name: 'Waitlist' })).toHaveCount(0);
  await expect(dashboardLine).toHaveCount(0);

  // The money followed the places: Mei's price was taken, Sam's given back.
  await mei.goto('/profile');
  await expect(
    mei
      .getByRole('table', { name: 'Your payments' })
      .getByRole('row')
      .filter({ hasText: socialName }),
  ).toContainText('Paid');
  await sam.goto('/profile');
  await expect(
    sam
      .getByRole('table', { name: 'Your payments' })
      .getByRole('row')
      .filter({ hasText: socialName }),
  ).toContainText('Refunded');

  // Sam's phone: the social is full again, so he could join its line; nothing scrolls sideways.
  await sam.goto(`/sports/badminton/social?id=${socialId}`);
  await expect(sam.getByRole('button', { name: 'Spot not available' })).toBeVisible();
  await expect(sam.getByRole('button', { name: 'Join the waitlist' })).toBeVisible();
  expect(await reflowProblems(sam, 'full social on a phone')).toEqual([]);
  expect(await axeProblems(sam, 'full social on a phone')).toEqual([]);
  expect(errors).toEqual([]);
});
