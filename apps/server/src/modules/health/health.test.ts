import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/v1/health', () => {
  let withRedis: TestApp;
  let singleNode: TestApp;
  beforeAll(async () => {
    withRedis = await createTestApp();
    singleNode = await createTestApp({ env: { REDIS: 'off' } });
  });
  afterAll(async () => {
    await withRedis.close();
    await singleNode.close();
  });

  it('reports PostgreSQL and Redis up', async () => {
    const response = await withRedis.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      status: 'ok',
      database: { state: 'up', driver: 'postgres' },
      redis: { state: 'up' },
    });
  });

  it('reports Redis disabled in single-node mode', async () => {
    const response = await singleNode.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.redis).toEqual({ state: 'disabled' });
  });

  it('answers 503 once the database is gone', async () => {
    await singleNode.app.database.close();
    const response = await singleNode.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().data.database.state).toBe('down');
  });

  it('sends helmet headers with a content security policy', async () => {
    const response = await withRedis.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const response = await withRedis.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/login',
        '/api/v1/auth/register',
        '/api/v1/user/profile',
      ]),
    );
    expect(response.json().paths['/api/v1/auth/register'].post.requestBody).toBeDefined();
  });
});
