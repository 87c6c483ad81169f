import { vi } from 'vitest';

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
}

type Handler = FakeResponse | ((request: FakeRequest) => FakeResponse | Promise<FakeResponse>);

export const sampleProfile = {
  id: 'user-1',
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'alex@example.com',
  phone: '0412345678',
  age: 30,
  height: 1.8,
  weight: 75,
  avatar: 'avatar.png',
  visibility: 'public',
  sportPreferences: ['Tennis'],
  stripeCustomerId: null,
};

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
    const response =
      handler === undefined
        ? { status: 404, body: { message: 'Not Found', statusCode: 404, code: 'ROUTE_NOT_FOUND' } }
        : typeof handler === 'function'
          ? await handler(request)
          : handler;
    return new Response(response.body === undefined ? null : JSON.stringify(response.body), {
      status: response.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}
