import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { RealtimeEmitter } from '../realtime/realtime-types.ts';

/** What a handler may use; built afresh for every run so `now` is the run's own clock. */
export type JobDeps = {
  db: Database;
  config: AppConfig;
  log: FastifyBaseLogger;
  realtime: RealtimeEmitter;
  now: Date;
};

/** Counts a handler reports (rows deleted, notifications sent): logged and kept by BullMQ. */
export type JobSummary = Record<string, number>;

/** Thrown for a payload that fails its schema: retrying cannot fix it. */
export class InvalidJobPayloadError extends Error {
  override name = 'InvalidJobPayloadError';
}

/**
 * One job. Handlers must be idempotent: BullMQ retries, sweeps overlap with restarts, and the
 * same work may reach two workers, so a second run must change nothing.
 */
export type JobDefinition<Name extends string, Schema extends z.ZodType> = {
  name: Name;
  payload: Schema;
  /** a sweep: run every `everyMs` while a worker runs */
  everyMs?: number;
  handler(input: { deps: JobDeps; payload: z.output<Schema> }): Promise<JobSummary>;
};

/** A definition the runners can call without knowing its payload type. */
export type RunnableJob = {
  name: string;
  everyMs?: number;
  parsePayload(raw: unknown): unknown;
  run(deps: JobDeps, raw: unknown): Promise<JobSummary>;
};

export function defineJob<Name extends string, Schema extends z.ZodType>(
  definition: JobDefinition<Name, Schema>,
): JobDefinition<Name, Schema> & RunnableJob {
  const parsePayload = (raw: unknown): z.output<Schema> => {
    const parsed = definition.payload.safeParse(raw);
    if (!parsed.success) {
      throw new InvalidJobPayloadError(`${definition.name}: ${parsed.error.message}`);
    }
    return parsed.data;
  };
  return {
    ...definition,
    parsePayload,
    run: async (deps, raw) => definition.handler({ deps, payload: parsePayload(raw) }),
  };
}
