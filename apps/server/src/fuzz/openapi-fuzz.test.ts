import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createFuzzer } from './fuzz-operation.ts';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-world.ts';
import { operationsOf, type OpenApiDocument, type Operation } from './openapi-operations.ts';

/**
 * Schema-driven fuzzing: every operation the OpenAPI document lists gets requests generated from
 * its own schemas, valid and broken, signed in and not. Every answer must be a status the
 * document declares for that operation, with a body its schema accepts, and never a 5xx; a
 * request valid by the document is never refused as invalid. FUZZ_SEED=<n> runs other requests.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_707);
const VALID_RUNS = 50;
const INVALID_RUNS = 100;

let t: TestApp;
let operations: Operation[];
let world: FuzzWorld;

beforeAll(async () => {
  t = await createTestApp();
  operations = operationsOf(t.app.swagger() as OpenApiDocument);
  world = await buildFuzzWorld(t);
});
afterAll(() => t?.close());

describe('the OpenAPI document, fuzzed', () => {
  it(
    'answers every operation as it promises, valid requests and broken ones',
    { timeout: 180_000 },
    async () => {
      const fuzzer = createFuzzer(t.app, world, SEED);
      const started = Date.now();
      const failures: string[] = [];
      for (const operation of operations) {
        await world.addPendingRequests();
        for (const [mode, runs] of [
          ['valid', VALID_RUNS],
          ['invalid', INVALID_RUNS],
        ] as const) {
          const failure = await fuzzer.fuzzOperation(operation, mode, runs);
          if (failure) failures.push(failure);
        }
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const statuses = fuzzer.statusesSeen();
      const reached = [...statuses].map(
        ([key, counts]) =>
          `  ${key}: ${[...counts]
            .sort(([a], [b]) => a - b)
            .map(([status, count]) => `${status}×${count}`)
            .join(' ')}`,
      );
      console.info(
        `OpenAPI fuzz: ${fuzzer.requestsSent()} requests over ${operations.length} operations in ${seconds} s (FUZZ_SEED=${SEED})\n${reached.join('\n')}`,
      );

      expect(failures, `FUZZ_SEED=${SEED}`).toEqual([]);
      // Each operation got past the sign-in check, so the fuzz reached what lies behind it.
      const onlyRefused = operations
        .map((operation) => operation.key)
        .filter((key) => [...(statuses.get(key)?.keys() ?? [])].every((status) => status === 401));
      expect(onlyRefused).toEqual([]);
    },
  );

  it('answers a path it cannot decode, or one too long, with the failure envelope', async () => {
    const undecodable = await t.app.inject({ method: 'GET', url: '/api/v1/cms/social/%E0%A4%A' });
    expect(undecodable.statusCode).toBe(400);
    expect(undecodable.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });

    const tooLong = await t.app.inject({
      method: 'GET',
      url: `/api/v1/cms/social/${'a'.repeat(200)}`,
    });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({
      statusCode: 414,
      code: 'URL_TOO_LONG',
      message: 'The address is too long',
    });
  });

  it('lists the failures every route can answer in the API docs', () => {
    const byKey = new Map(operations.map((operation) => [operation.key, operation]));
    const statusesOf = (key: string) => [...(byKey.get(key)?.responses.keys() ?? [])];
    // A body can be unreadable, too large or not JSON; a signed-in route can refuse the token.
    expect(statusesOf('POST /api/v1/organizer/social')).toEqual(
      expect.arrayContaining(['400', '401', '413', '415', '500']),
    );
    expect(statusesOf('GET /api/v1/cms/social/{id}')).toEqual(
      expect.arrayContaining(['400', '404', '414', '500']),
    );
    expect(statusesOf('GET /api/v1/user/profile')).toEqual(expect.arrayContaining(['401', '500']));
  });
});
