import type { ScreenPreload } from '@betterplay/contracts';
import { describe, expect, it } from 'vitest';
import { preloadLinksFor, screenMatcher, withPreloads } from './route-preloads.ts';

const screen = (path: string, extra: Partial<ScreenPreload> = {}): ScreenPreload => ({
  path,
  modules: [`/assets${path.replaceAll(/[/:]/g, '-')}.js`],
  styles: [],
  ...extra,
});

const screens = [
  screen('/sports'),
  screen('/sports/:category', { request: '/api/v1/cms/socials/:category?page=1' }),
  screen('/sports/:category/social', { request: '/api/v1/cms/social/:id' }),
  screen('/stadiums/:stadiumId/:sportId'),
  screen('/stadiums/:stadiumId/court'),
];
const match = screenMatcher(screens);

describe("matching a page's path to its screen", () => {
  it.each([
    ['/sports', '/sports', {}],
    ['/sports/', '/sports', {}],
    ['/sports/badminton', '/sports/:category', { category: 'badminton' }],
    ['/SPORTS/badminton/social', '/sports/:category/social', { category: 'badminton' }],
    ['/sports/table%20tennis', '/sports/:category', { category: 'table tennis' }],
    [
      '/stadiums/msac/tennis',
      '/stadiums/:stadiumId/:sportId',
      { stadiumId: 'msac', sportId: 'tennis' },
    ],
  ])('%s is %s', (pathname, path, params) => {
    expect(match(pathname)).toEqual({ screen: expect.objectContaining({ path }), params });
  });

  it('prefers a literal segment to a parameter, as the router does', () => {
    expect(match('/stadiums/msac/court')?.screen.path).toBe('/stadiums/:stadiumId/court');
  });

  it.each(['/', '/nothing', '/sports/a/b/c', '/sports/%E0%A4%A'])(
    'matches no screen for %s',
    (pathname) => {
      expect(match(pathname)).toBeUndefined();
    },
  );
});

describe('the links of a page', () => {
  it("names the screen's modules and its first API call, filled in from the address", () => {
    const links = preloadLinksFor(match, '/sports/badminton/social?id=abc-1');
    expect(links.request).toBe(
      '<link rel="preload" as="fetch" crossorigin href="/api/v1/cms/social/abc-1">',
    );
    expect(links.modules).toBe(
      '<link rel="modulepreload" crossorigin href="/assets-sports--category-social.js">',
    );
  });

  it('escapes the ampersands of a query for the attribute', () => {
    const links = preloadLinksFor(
      screenMatcher([screen('/x/:a', { request: '/api/v1/x?a=:a&b=2' })]),
      '/x/1',
    );
    expect(links.request).toContain('href="/api/v1/x?a=1&amp;b=2"');
  });

  it('preloads no call when the address asks for something the template does not say', () => {
    expect(preloadLinksFor(match, '/sports/badminton?page=2').request).toBe('');
    expect(preloadLinksFor(match, '/sports/badminton/social').request).toBe('');
  });

  it('adds nothing to a page no screen matches', () => {
    expect(preloadLinksFor(match, '/')).toEqual({ request: '', modules: '' });
  });

  it("puts the call before the app's entry script and the modules at the end of the head", () => {
    const html =
      '<html><head><title>T</title><script type="module" src="/assets/index.js"></script></head><body></body></html>';
    expect(withPreloads(html, { request: '<R>', modules: '<M>' })).toBe(
      '<html><head><title>T</title><R><script type="module" src="/assets/index.js"></script><M></head><body></body></html>',
    );
  });
});
