import { afterEach, describe, expect, it } from 'vitest';
import { FRIDAY_SMASH } from '../features/socials/socials-fixtures.ts';
import { makePage } from '../features/socials/socials-test-kit.ts';
import { setApiOrigin } from '../lib/api-client.ts';
import { fakeApi, ok } from '../test/app-test-kit.tsx';
import { renderFirstScreen } from './render-first-screen.tsx';

const ORIGIN = 'http://127.0.0.1:4123';

// In the test's browser-like environment; the built renderer runs in Node (e2e: first-screen).
describe("rendering a page's first screen on the server", () => {
  afterEach(() => setApiOrigin(''));

  it("renders the screen with the data its route's loader asked, from the server's own API", async () => {
    const { fetchMock } = fakeApi({ 'GET /cms/socials/badminton': ok(makePage([FRIDAY_SMASH])) });
    const html = await renderFirstScreen(`${ORIGIN}/sports/badminton`, ORIGIN);
    expect(html).toContain('Badminton Socials');
    expect(html).toContain('Friday Night Smash');
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(
      new RegExp(`^${ORIGIN}/api/v1/cms/socials/badminton\\?`),
    );
  });

  it("renders the screen's empty state when the API finds nothing", async () => {
    fakeApi({ 'GET /cms/socials/badminton': ok(makePage([])) });
    const html = await renderFirstScreen(`${ORIGIN}/sports/badminton`, ORIGIN);
    expect(html).toContain('Badminton Socials');
    expect(html).not.toContain('Friday Night Smash');
  });

  it('renders each request afresh: nothing one page asked is kept for the next', async () => {
    fakeApi({ 'GET /cms/socials/badminton': ok(makePage([FRIDAY_SMASH])) });
    await renderFirstScreen(`${ORIGIN}/sports/badminton`, ORIGIN);
    const { fetchMock } = fakeApi({ 'GET /cms/socials/badminton': ok(makePage([])) });
    const html = await renderFirstScreen(`${ORIGIN}/sports/badminton`, ORIGIN);
    expect(fetchMock).toHaveBeenCalled();
    expect(html).not.toContain('Friday Night Smash');
  });
});
