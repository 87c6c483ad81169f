import type { ErrorCode } from '@betterplay/contracts';
import { delay, http, HttpResponse, type DefaultBodyType, type HttpHandler } from 'msw';
import type { z } from 'zod';

/**
 * Mock Service Worker handlers for stories, answering as the API does (`/api/v1`, the one
 * envelope). Every answer's data is checked against the contract's schema when the story file
 * loads, so a fixture that drifts from the API fails the stories' test instead of showing a
 * screen the app never sees.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** `'/cms/socials/:category'` relative to the API's base, as the app's calls name it. */
const onApi = (path: string) => `*/api/v1${path}`;

function checked<S extends z.ZodType>(schema: S, data: z.input<S>, where: string): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new Error(`The story's answer to ${where} does not match its contract: ${result.error}`);
  }
  return result.data;
}

/** `GET path` answers `{ message: 'OK', data }` (other verbs with `method`). */
export function answer<S extends z.ZodType>(
  path: string,
  schema: S,
  data: z.input<S>,
  { method = 'get', status = 200, message = status === 201 ? 'Created' : 'OK' } = {} as {
    method?: Method;
    status?: number;
    message?: string;
  },
): HttpHandler {
  const body = { message, data: checked(schema, data, `${method.toUpperCase()} ${path}`) };
  return http[method](onApi(path), () => HttpResponse.json(body as DefaultBodyType, { status }));
}

/** `path` answers with no body (204), as deletions and sign-outs do. */
export function answerEmpty(path: string, method: Method = 'post'): HttpHandler {
  return http[method](onApi(path), () => new HttpResponse(null, { status: 204 }));
}

/** `path` answers the API's failure envelope. */
export function fail(
  path: string,
  status: number,
  message: string,
  { method = 'get', code = status >= 500 ? 'INTERNAL' : 'BAD_REQUEST' } = {} as {
    method?: Method;
    code?: ErrorCode;
  },
): HttpHandler {
  return http[method](onApi(path), () =>
    HttpResponse.json({ message, statusCode: status, code }, { status }),
  );
}

/** `path` never answers: the screen stays in its loading state for a designer to look at. */
export function hold(path: string, method: Method = 'get'): HttpHandler {
  return http[method](onApi(path), async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });
}

/** What a story's handlers heard, for play functions that check what was sent. */
export function recordRequests(handler: (request: Request) => HttpResponse<DefaultBodyType>) {
  const bodies: unknown[] = [];
  const record = async ({ request }: { request: Request }) => {
    const text = await request.clone().text();
    bodies.push(text === '' ? undefined : JSON.parse(text));
    return handler(request);
  };
  return { bodies, record };
}
