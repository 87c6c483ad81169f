import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { listenOnFreePort } from './realtime-test-kit.ts';

/** What helmet puts on Fastify's answers; each must reach polling answers unchanged. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const securityHeadersOf = (response: Response) =>
  Object.fromEntries(SECURITY_HEADERS.map((name) => [name, response.headers.get(name)]));

describe("socket.io's long-polling answers", () => {
  let t: TestApp;
  let url: string;
  let apiHeaders: Record<string, string | null>;

  beforeAll(async () => {
    t = await createTestApp();
    url = await listenOnFreePort(t.app);
    apiHeaders = securityHeadersOf(await fetch(`${url}/api/v1/cms/socials`));
  });
  afterAll(() => t.close());

  it("an API answer has helmet's headers to compare with", () => {
    for (const name of SECURITY_HEADERS) expect(apiHeaders[name], name).toBeTruthy();
  });

  it('carry the same security headers on the handshake, a sent packet and a poll', async () => {
    const polling = `${url}/socket.io/?EIO=4&transport=polling`;
    const handshake = await fetch(polling);
    expect(handshake.status).toBe(200);
    expect(securityHeadersOf(handshake)).toEqual(apiHeaders);
    // The open packet: '0{"sid":"...",...}'.
    const { sid } = JSON.parse((await handshake.text()).slice(1)) as { sid: string };

    const sent = await fetch(`${polling}&sid=${sid}`, { method: 'POST', body: '40' });
    expect(await sent.text()).toBe('ok');
    expect(securityHeadersOf(sent)).toEqual(apiHeaders);

    // Answers at once: the reply to the CONNECT packet just sent is waiting.
    const poll = await fetch(`${polling}&sid=${sid}`);
    expect(poll.status).toBe(200);
    await poll.text();
    expect(securityHeadersOf(poll)).toEqual(apiHeaders);
  });
});

describe('the Content-Security-Policy', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lets pages connect only to their own origin (CSP3's 'self' covers ws: and wss: there)", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/cms/socials' });
    const directives = String(response.headers['content-security-policy']).split(';');
    expect(directives).toContain("connect-src 'self'");
    expect(response.headers['content-security-policy']).not.toMatch(/\bwss?:/);
  });
});
