import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { jobsPlugin } from '../jobs/jobs-plugin.ts';
import { realtimePlugin } from '../realtime/realtime-plugin.ts';
import { depsPlugin } from './deps.ts';
import { systemClock } from '../clock.ts';

describe('plugins declare what they need', () => {
  it.each([
    ['jobs before the database and Redis', jobsPlugin, { jobs: [], runWorker: false }],
    ['realtime before auth and Redis', realtimePlugin, {}],
    ['deps before the parts it assembles', depsPlugin, { clock: systemClock }],
  ])('refuses to boot with %s', async (_, plugin, options) => {
    const app = Fastify({ logger: false });
    // @ts-expect-error: each plugin takes its own options; the point is the missing dependency
    await expect(app.register(plugin, options)).rejects.toThrow(/dependency/);
    await app.close();
  });
});
