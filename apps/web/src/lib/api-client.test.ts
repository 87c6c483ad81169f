import { tokenSchema } from '@betterplay/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, setTokenCookie } from '../test/app-test-kit.tsx';
import { ApiError, apiRequest, onUnauthorized } from './api-client.ts';

function failure(status: number, message: string) {
  return { status, body: { message, statusCode: status, code: 'BAD_REQUEST' } };
}

describe('apiRequest', () => {
  const stopListening: Array<() => void> = [];
  afterEach(() => stopListening.splice(0).forEach((stop) => stop()));

  it('calls /api/v1 with JSON and the bearer token, and returns the envelope', async () => {
    setTokenCookie('the-token');
    const { requests } = fakeApi({
      'POST /things': { status: 201, body: { message: 'Created', data: 'x' } },
    });

    const envelope = await apiRequest('/things', {
      method: 'POST',
      body: { a: 1 },
      schema: tokenSchema,
    });

    expect(envelope).toEqual({ message: 'Created', data: 'x' });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer the-token');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.body).toEqual({ a: 1 });
  });

  it.each([
    [401, 'Unauthorized: You need to log in'],
    [403, 'Forbidden: You do not have permission to access this resource'],
    [404, 'Not found: The requested resource does not exist'],
    [503, 'Server error: Something went wrong on the server'],
  ])('on %i logs %j and throws the server message', async (status, logged) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ 'GET /things': failure(status, 'Server says no') });

    const error = await apiRequest('/things', { schema: tokenSchema }).catch((caught) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Server says no', status });
    expect(consoleError).toHaveBeenCalledWith(logged);
  });

  it("keeps the catalogue's code, and falls back to the status text for a body that is not ours", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      'GET /ours': {
        status: 409,
        body: { message: 'This social is full', statusCode: 409, code: 'SOCIAL_FULL' },
      },
      'GET /proxy': { status: 502, body: { error: 'Bad gateway' } },
    });

    const ours = await apiRequest('/ours', { schema: tokenSchema }).catch((caught) => caught);
    const proxy = await apiRequest('/proxy', { schema: tokenSchema }).catch((caught) => caught);

    expect(ours).toMatchObject({
      message: 'This social is full',
      status: 409,
      code: 'SOCIAL_FULL',
    });
    expect(proxy).toMatchObject({ status: 502, code: undefined });
    expect(proxy.message).not.toBe('');
  });

  it('reports a 401 to listeners only when a token was sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const listener = vi.fn();
    stopListening.push(onUnauthorized(listener));
    fakeApi({ 'GET /things': failure(401, 'Unauthorized') });

    await expect(apiRequest('/things', { schema: tokenSchema })).rejects.toThrow('Unauthorized');
    expect(listener).not.toHaveBeenCalled();

    setTokenCookie('stale');
    await expect(apiRequest('/things', { schema: tokenSchema })).rejects.toThrow('Unauthorized');
    await expect(apiRequest('/things', { schema: tokenSchema, auth: false })).rejects.toThrow(
      'Unauthorized',
    );
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('stale');
  });

  it('throws a status-0 ApiError when the server cannot be reached', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    const error = await apiRequest('/things', { schema: tokenSchema }).catch((caught) => caught);

    expect(error).toMatchObject({ status: 0 });
    expect(consoleError).toHaveBeenCalled();
  });

  it('rejects an answer whose data does not match the schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ 'GET /things': { status: 200, body: { message: 'OK', data: 42 } } });
    await expect(apiRequest('/things', { schema: tokenSchema })).rejects.toBeInstanceOf(ApiError);
  });
});
