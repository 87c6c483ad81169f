import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { waitForApi } from './wait-for-api.mjs';

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

function listen(answer: () => number): Promise<string> {
  server = createServer((_, response) => response.writeHead(answer()).end());
  return new Promise((resolve) =>
    server?.listen(0, '127.0.0.1', () => {
      const { port } = server?.address() as AddressInfo;
      resolve(`http://127.0.0.1:${port}/api/v1/health`);
    }),
  );
}

describe('waitForApi', () => {
  it('waits until the health answers 200', async () => {
    let asked = 0;
    const url = await listen(() => (++asked < 3 ? 503 : 200));
    await waitForApi(url, { intervalMs: 10 });
    expect(asked).toBe(3);
  });

  it('gives up when nothing answers in time', async () => {
    await expect(
      waitForApi('http://127.0.0.1:9/api/v1/health', { timeoutMs: 50, intervalMs: 10 }),
    ).rejects.toThrow('did not answer');
  });
});
