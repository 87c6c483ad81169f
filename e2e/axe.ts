import AxeBuilder from '@axe-core/playwright';
import { test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { apiToken } from './helpers.ts';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** A browser context of the given size, signed in through the token cookie when asked. */
export async function sizedContext(
  browser: Browser,
  viewport: { width: number; height: number },
  signedInAs?: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  if (signedInAs) {
    const token = await apiToken(context.request, signedInAs);
    await context.addCookies([
      { name: 'pacecustomertoken', value: token, url: test.info().project.use.baseURL ?? '' },
    ]);
  }
  return context;
}

/** axe-core's serious and critical violations on the page as it is now, one line each. */
export async function axeProblems(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes.map((node) => node.target.join(' ')).slice(0, 3);
      return `${where}: ${violation.id} (${violation.impact}) at ${nodes.join(', ')}`;
    });
}

/** Waits for opening animations (fades, slides) to end, so axe sees the overlay's real colours. */
export async function afterAnimations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}
