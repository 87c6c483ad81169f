import { expect, test } from '@playwright/test';
import {
  axeProblems,
  createSocialAsOlivia,
  PHONE,
  reflowProblems,
  requestToJoin,
  sizedContext,
} from './e2e-test-kit.ts';

test('a request to join reaches the organiser by mail: the mailbox, the mail and its unsubscribe page read on a phone', async ({
  browser,
  request,
}) => {
  const name = `Mail Rally ${Date.now()}`;
  const socialId = await createSocialAsOlivia(request, name);
  await requestToJoin(request, 'player@example.com', socialId);

  const context = await sizedContext(browser, PHONE);
  const page = await context.newPage();
  const problems: string[] = [];
  const check = async (where: string) => {
    problems.push(...(await axeProblems(page, where)), ...(await reflowProblems(page, where)));
  };

  // The sweep mails within a few seconds of the request.
  const subject = page.getByRole('link', { name: `New request to join ${name}` });
  await expect(async () => {
    await page.goto('/dev/mail');
    await expect(subject).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  await check('/dev/mail');

  await subject.click();
  await expect(
    page.getByRole('heading', { level: 1, name: `New request to join ${name}` }),
  ).toBeVisible();
  await expect(page.getByText(`asked for a place at ${name}`)).toBeVisible();
  await check('a mail');
  const unsubscribe = /Stop these emails: (\S+)/.exec(
    (await page.locator('pre').textContent()) ?? '',
  )?.[1];

  await page.getByRole('link', { name: 'Open as the recipient sees it' }).click();
  await expect(page.getByRole('link', { name: 'Review requests' })).toBeVisible();
  await check('the mail as sent');

  // The link points at the app's public address; open it on this server.
  const link = new URL(unsubscribe ?? 'http://missing');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Stop these emails?' })).toBeVisible();
  await check('the unsubscribe page');
  await page.getByRole('button', { name: 'Stop these emails' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Emails stopped' })).toBeVisible();
  await expect(page.getByText('Requests to join my socials')).toBeVisible();
  await check('unsubscribed');

  expect(problems).toEqual([]);
  await context.close();
});
