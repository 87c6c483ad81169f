import {
  GENERIC_FAILURE,
  type Envelope,
  type ErrorCode,
  type ErrorResponse,
} from '@betterplay/contracts';
import type { z } from 'zod';
import { readToken } from './auth-token.ts';

export const API_BASE_URL: string = import.meta.env.VITE_API_URL ?? '/api/v1';

/** '' in the browser (same origin); the server's own origin when it renders a page itself. */
let apiOrigin = '';

/** For server-rendered pages (server-render/), whose calls need a whole URL. */
export function setApiOrigin(origin: string) {
  apiOrigin = origin;
}

const NETWORK_ERROR_MESSAGE = 'Unable to reach the server. Please check your connection.';

/** A non-2xx answer (or no answer: status 0). `message` is the server's text, shown to users. */
export class ApiError extends Error {
  readonly status: number;
  /** the catalogue's code (packages/contracts), when the server answered with one */
  readonly code: ErrorCode | undefined;
  /** which fields failed and why, for a validation failure */
  readonly details: NonNullable<ErrorResponse['details']>;

  constructor(
    message: string,
    status: number,
    code?: ErrorCode,
    details: NonNullable<ErrorResponse['details']> = [],
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

type UnauthorizedListener = (rejectedToken: string) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called when the server rejects the token of an authenticated request (expired or invalid). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface RequestOptions<S extends z.ZodType> {
  /** Validates the envelope's `data`. */
  schema: S;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** sent as JSON, or as multipart/form-data when it is a FormData */
  body?: unknown;
  /** Send the customer token as a bearer token (default true). */
  auth?: boolean;
  /** extra request headers, such as an Idempotency-Key */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Let the request finish after the page is left (an action sent as the tab closes). */
  keepalive?: boolean;
}

/** What sending needs: the request without the schema its answer is read with. */
type SendOptions = Omit<RequestOptions<z.ZodType>, 'schema'>;

function logFailure(status: number) {
  if (status === 401) console.error('Unauthorized: You need to log in');
  else if (status === 403)
    console.error('Forbidden: You do not have permission to access this resource');
  else if (status === 404) console.error('Not found: The requested resource does not exist');
  else if (status >= 500) console.error('Server error: Something went wrong on the server');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

interface PreparedRequest {
  init: RequestInit;
  /** The customer token sent as a bearer token, if any. */
  sentToken: string | null;
}

function prepareRequest(options: SendOptions): PreparedRequest {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  // A form (a file upload) goes as multipart: the browser writes its Content-Type and boundary.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = options.auth === false ? null : readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method: options.method ?? 'GET', headers };
  if (options.body instanceof FormData) init.body = options.body;
  else if (options.body !== undefined) init.body = JSON.stringify(options.body);
  if (options.signal) init.signal = options.signal;
  if (options.keepalive) init.keepalive = true;
  return { init, sentToken: token };
}

async function failureOf(response: Response, body: unknown): Promise<ApiError> {
  // Loaded on the first failure: the shell stays free of zod until a screen needs it.
  const { readFailure } = await import('./error-envelope.ts');
  const failure = readFailure(body);
  if (failure.success && failure.data.message !== '') {
    const { message, code, details } = failure.data;
    return new ApiError(message, response.status, code, details);
  }
  // Not our envelope (a proxy's error page, say): the status text is all there is.
  return new ApiError(response.statusText || GENERIC_FAILURE, response.status);
}

/**
 * Sends the request and answers the server's response when it is a success (2xx); throws
 * `ApiError` otherwise, after telling the listeners of a rejected token.
 */
async function send(path: string, options: SendOptions): Promise<Response> {
  let request: PreparedRequest;
  try {
    request = prepareRequest(options);
  } catch (error) {
    console.error('Request setup error:', error);
    throw new ApiError(GENERIC_FAILURE, 0);
  }

  let response: Response;
  try {
    response = await fetch(`${apiOrigin}${API_BASE_URL}${path}`, request.init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.error('No response received from the server:', error);
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }

  if (!response.ok) {
    const body = await readJson(response);
    logFailure(response.status);
    const { sentToken } = request;
    if (response.status === 401 && sentToken !== null) {
      unauthorizedListeners.forEach((listener) => listener(sentToken));
    }
    throw await failureOf(response, body);
  }
  return response;
}

/** Calls the API and returns its `{ message, data }` envelope; throws `ApiError` otherwise. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: RequestOptions<S>,
): Promise<Envelope<z.output<S>>> {
  const response = await send(path, options);
  const body = await readJson(response);
  const data = isRecord(body) ? options.schema.safeParse(body.data) : null;
  if (!isRecord(body) || !data?.success) {
    console.error('Unexpected response from the server:', path);
    throw new ApiError(GENERIC_FAILURE, response.status);
  }
  return { message: typeof body.message === 'string' ? body.message : '', data: data.data };
}

/**
 * Calls the API for a success with nothing to read (204 No Content, as deletions and sign-outs
 * answer); throws `ApiError` as apiRequest does.
 */
export async function apiSend(path: string, options: SendOptions = {}): Promise<void> {
  await send(path, options);
}

/** A file the API answers as an attachment: its bytes and the name it suggests. */
export interface ApiFile {
  blob: Blob;
  /** from `Content-Disposition`'s `filename`, or null when it names none */
  filename: string | null;
}

/** `filename="betterplay-data-2099-01-01.json"` (or unquoted) in a Content-Disposition header. */
function filenameOf(disposition: string | null): string | null {
  const match = disposition?.match(/filename="([^"]+)"|filename=([^;\s]+)/i);
  return match?.[1] ?? match?.[2] ?? null;
}

/** GETs a file from the API, signed in as apiRequest is; its failures are apiRequest's too. */
export async function apiFile(
  path: string,
  options: Pick<SendOptions, 'signal'> = {},
): Promise<ApiFile> {
  const response = await send(path, options);
  const filename = filenameOf(response.headers.get('Content-Disposition'));
  try {
    return { blob: await response.blob(), filename };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.error('The file could not be read:', path, error);
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
}
