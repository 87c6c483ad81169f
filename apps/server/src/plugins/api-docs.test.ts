import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const secret = 'x'.repeat(40);

describe('API_DOCS', () => {
  it.each([
    [{ NODE_ENV: 'production', JWT_SECRET: secret }, false],
    [{ NODE_ENV: 'production', JWT_SECRET: secret, API_DOCS: 'on' }, true],
    [{ NODE_ENV: 'development' }, true],
    [{ NODE_ENV: 'test' }, true],
    [{ NODE_ENV: 'development', API_DOCS: 'off' }, false],
  ])('%o serves the docs: %s', (env, served) => {
    expect(loadConfig(env).apiDocs).toBe(served);
  });

  it('refuses a value other than on or off', () => {
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });
});

describe('/api/docs in production', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  const production = { NODE_ENV: 'production', LOG_LEVEL: 'silent' };

  it('is not served by default, while the app keeps its OpenAPI document', async () => {
    t = await createTestApp({ env: production });
    for (const url of ['/api/docs', '/api/docs/json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    }
    expect(t.app.swagger()).toHaveProperty('paths./api/v1/cms/socials');
  });

  it('is served with API_DOCS=on', async () => {
    t = await createTestApp({ env: { ...production, API_DOCS: 'on' } });
    const document = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    expect(document.json()).toHaveProperty('paths./api/v1/cms/socials');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
  });
});
