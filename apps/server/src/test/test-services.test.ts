import { describe, expect, it } from 'vitest';
import { resolveTestServices, type TestServices } from './test-services.ts';

// Ports nothing listens on, for services that are not there.
const NOWHERE_DATABASE = 'postgres://postgres@127.0.0.1:1/postgres';
const NOWHERE_REDIS = 'redis://127.0.0.1:1';
const noContainers = async (): Promise<TestServices> => {
  throw new Error('no container runtime');
};

describe('finding the services the server tests need', () => {
  it('uses the local PostgreSQL and Redis when they answer', async () => {
    const services = await resolveTestServices({ startContainers: noContainers });
    expect(services.databaseUrl).toMatch(/^postgres:/);
    expect(services.redisUrl).toMatch(/^redis:/);
  });

  it('says which URL set on purpose does not answer, rather than starting a container', async () => {
    let started = false;
    const attempt = resolveTestServices({
      env: { TEST_DATABASE_URL: NOWHERE_DATABASE },
      startContainers: async () => {
        started = true;
        return noContainers();
      },
    });
    await expect(attempt).rejects.toThrow(/PostgreSQL does not answer.*Check TEST_DATABASE_URL/);
    expect(started).toBe(false);
  });

  it('starts only the missing one in a container when the defaults do not answer', async () => {
    const asked: unknown[] = [];
    const services = await resolveTestServices({
      env: {},
      defaults: {
        databaseUrl: NOWHERE_DATABASE,
        redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      },
      startContainers: async (running) => {
        asked.push(running);
        return {
          databaseUrl: 'postgres://container',
          redisUrl: running.redis ?? '',
          stop: async () => undefined,
        };
      },
    });
    expect(asked).toEqual([{ database: null, redis: expect.stringMatching(/^redis:/) }]);
    expect(services.databaseUrl).toBe('postgres://container');
  });

  it('stops with one message naming both ways to fix it when neither they nor Docker are there', async () => {
    const attempt = resolveTestServices({
      env: {},
      defaults: { databaseUrl: NOWHERE_DATABASE, redisUrl: NOWHERE_REDIS },
      startContainers: noContainers,
    });
    await expect(attempt).rejects.toThrow(
      /PostgreSQL does not answer.*Redis does not answer.*no container runtime[\s\S]*run them locally[\s\S]*start a Docker engine/,
    );
  });
});
