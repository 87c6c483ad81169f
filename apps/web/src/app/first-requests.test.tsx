import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fillRequest } from '@betterplay/contracts';
import { waitFor } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { declaredScreens } from '../../build/route-preloads.ts';
import { fakeApi, LOAD, renderApp } from '../test/app-test-kit.tsx';
import type { ScreenHandle } from './feature-routes.ts';
import { publicRoutes, signedInRoutes } from './router.tsx';

const featuresDir = path.join(import.meta.dirname, '../features');
/** The screens as the build reads them from the features' routes.tsx. */
const declared = readdirSync(featuresDir).flatMap((feature) => {
  const file = path.join(featuresDir, feature, 'routes.tsx');
  return existsSync(file) ? declaredScreens(readFileSync(file, 'utf8'), file) : [];
});

const requestOf = (route: RouteObject) => (route.handle as ScreenHandle | undefined)?.request;
const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);

/** An address of each screen that names its first call (the fake API answers 404 to all). */
const SAMPLES: Record<string, string> = {
  '/sports/:category': '/sports/badminton',
  '/sports/:category/social': '/sports/badminton/social?id=social-1',
  '/book': '/book',
  '/stadiums/:stadiumId': '/stadiums/msac',
  '/stadiums/:stadiumId/:sportId': '/stadiums/msac/badminton',
  '/training/:sportId': '/training/tennis',
  '/training/:sportId/venue/:venueId': '/training/tennis/venue/msac',
  '/training/:sportId/venue/:venueId/coach/:coachId': '/training/tennis/venue/msac/coach/coach-1',
};

describe('the screens the build reads from routes.tsx (apps/web/build/route-preloads.ts)', () => {
  it("are the router's lazy screens, with their requests", () => {
    const routed = [...publicRoutes, ...signedInRoutes]
      .filter((route) => route.lazy !== undefined)
      .map((route) => ({ path: `/${route.path ?? ''}`, request: requestOf(route) }));
    const read = declared.map(({ path: screenPath, request }) => ({ path: screenPath, request }));
    expect(read.sort(byPath)).toEqual(routed.sort(byPath));
  });
});

describe("a screen's first request, which the server preloads with the page", () => {
  const screens = publicRoutes.flatMap((route) => {
    const request = requestOf(route);
    return request ? [[`/${route.path ?? ''}`, request] as const] : [];
  });

  it.each(screens)(
    '%s asks for %s exactly as a preload does',
    async (routePath, template) => {
      const address = SAMPLES[routePath];
      if (!address) throw new Error(`add a sample address of ${routePath} to SAMPLES`);
      const { fetchMock } = fakeApi({});
      renderApp(address);
      const url = new URL(address, 'http://localhost');
      const params = matchRoutes(publicRoutes, url.pathname)?.at(-1)?.params ?? {};
      const expected = `/api/v1${fillRequest(template, params, url.searchParams)}`;
      const sent = () => fetchMock.mock.calls.map(([input]) => String(input));
      await waitFor(() => expect(sent()).toContain(expected), LOAD);
      const init = fetchMock.mock.calls.find(([input]) => String(input) === expected)?.[1] ?? {};
      // A preload sends no token, in the default mode and credentials of a same-origin fetch.
      expect(new Headers(init.headers).has('Authorization')).toBe(false);
      expect(init.credentials ?? 'same-origin').toBe('same-origin');
      expect(init.mode ?? 'cors').toBe('cors');
      expect(init.method ?? 'GET').toBe('GET');
      // The first screen of a run loads its chunks cold.
    },
    20_000,
  );
});
