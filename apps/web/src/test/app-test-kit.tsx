import type { ErrorCode, Social } from '@betterplay/contracts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { App } from '../app/app.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { appRoutes } from '../app/router.tsx';

export interface FakeRequest {
  method: string;
  path: string;
  /** the query string's parameters (the route key leaves them out) */
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export interface FakeResponse {
  status: number;
  body?: unknown;
  /** headers besides its JSON Content-Type (a download's Content-Disposition) */
  headers?: Record<string, string>;
}

type Handler = FakeResponse | ((request: FakeRequest) => FakeResponse | Promise<FakeResponse>);

export const sampleProfile = {
  id: 'user-1',
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'alex@example.com',
  emailVerified: true,
  phone: '0412345678',
  age: 30,
  height: 1.8,
  weight: 75,
  avatar: 'avatar.png',
  visibility: 'public',
  sportPreferences: ['Tennis'],
  stripeCustomerId: null,
};

/** For what waits on a lazy screen's chunk and its data: slow on a busy machine. */
export const LOAD = { timeout: 5000 };

/** A success envelope, as the API answers. */
export function ok<T>(data: T, message = 'OK'): FakeResponse {
  return { status: 200, body: { message, data } };
}

/** A creation's answer, as the API gives it. */
export function created<T>(data: T): FakeResponse {
  return { status: 201, body: { message: 'Created', data } };
}

/** A failure envelope, as the API answers (the code follows the status unless given). */
export function failure(
  status: number,
  message: string,
  code: ErrorCode = status >= 500 ? 'INTERNAL' : 'BAD_REQUEST',
): FakeResponse {
  return { status, body: { message, statusCode: status, code } };
}

/**
 * Replaces `fetch` with a tiny fake API keyed by 'METHOD /path' (relative to /api/v1).
 * Unknown routes answer 404 like the server does.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/v1/, '');
    // A JSON body is parsed; a form (multipart upload) is kept as the FormData sent.
    const body =
      typeof init.body === 'string'
        ? JSON.parse(init.body)
        : init.body instanceof FormData
          ? init.body
          : undefined;
    const request = {
      method,
      path,
      query: url.searchParams,
      body,
      headers: new Headers(init.headers),
    };
    requests.push(request);
    const handler = routes[`${method} ${path}`];
    const response: FakeResponse =
      handler === undefined
        ? { status: 404, body: { message: 'Not Found', statusCode: 404, code: 'ROUTE_NOT_FOUND' } }
        : typeof handler === 'function'
          ? await handler(request)
          : handler;
    return new Response(response.body === undefined ? null : JSON.stringify(response.body), {
      status: response.status,
      headers: { 'Content-Type': 'application/json', ...response.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}

interface RenderAppOptions {
  /** History before the current page (the last entry is where the app starts). */
  history?: string[];
  routes?: RouteObject[];
  /** Set when the test uses fake timers. */
  fakeTimers?: boolean;
}

/** Renders the whole app (providers, layout, routes) at `path`, in memory. */
export function renderApp(
  path = '/',
  { history = [], routes = appRoutes, fakeTimers }: RenderAppOptions = {},
) {
  const initialEntries = [...history, path];
  const router = createMemoryRouter(routes, {
    initialEntries,
    initialIndex: initialEntries.length - 1,
  });
  const queryClient = createQueryClient();
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, user, queryClient };
}

interface TokenOptions {
  sub?: string;
  firstName?: string;
  email?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
}

function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A token shaped like the API's (the signature is not checked by the browser). */
export function makeToken({
  sub = 'user-1',
  firstName = 'Alex',
  email = 'alex@example.com',
  expiresIn = 3600,
}: TokenOptions = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64Url({ alg: 'HS256', typ: 'JWT' });
  const payload = base64Url({ sub, firstName, email, iat: now, exp: now + expiresIn });
  return `${header}.${payload}.signature`;
}

export function tokenCookie(): string | null {
  const match = document.cookie.match(/(?:^|;\s*)pacecustomertoken=([^;]*)/);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export function setTokenCookie(token: string) {
  document.cookie = `pacecustomertoken=${encodeURIComponent(token)}; path=/`;
}

/** Fills `isPast` as the server would: a one-time social is past once its start has gone by. */
export function withPastFlag<T extends Omit<Social, 'isPast'> & { isPast?: boolean }>(
  social: T,
): T & { isPast: boolean } {
  const startsAt = new Date(`${social.date}T${social.time}`).getTime();
  const isPast = social.isPast ?? (social.eventType === 'oneTime' && startsAt < Date.now());
  return { ...social, isPast };
}

/**
 * Two clicks that both land before React renders again, as a quick double click (or a double
 * tap) can: what a sending button must answer with one request.
 */
export function clickTwiceAtOnce(element: Element) {
  act(() => {
    fireEvent.click(element);
    fireEvent.click(element);
  });
}

/**
 * A control inside the toast, once it takes clicks: Radix lets pointer events through the toasts'
 * region only after its provider has counted the new toast, a render after it shows.
 */
export async function findInToast(name: string, role: 'button' | 'link' = 'button') {
  const control = await screen.findByRole(role, { name });
  await waitFor(() => {
    const region = control.closest<HTMLElement>('[role="region"]');
    if (region?.style.pointerEvents === 'none')
      throw new Error('the toasts do not take clicks yet');
  });
  return control;
}
