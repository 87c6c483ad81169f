import type { z } from 'zod';
import type { Deps } from '../deps.ts';
import { recordSweepSuccess } from './sweep-runs-repository.ts';

/** Counts a handler reports (rows deleted, notifications sent): logged and kept by BullMQ. */
export type JobSummary = Record<string, number>;

/** Thrown for a payload that fails its schema: retrying cannot fix it. */
export class InvalidJobPayloadError extends Error {
  override name = 'InvalidJobPayloadError';
}

/**
 * One job. Handlers must be idempotent: runs are retried, sweeps overlap with restarts, and the
 * same work may reach two workers, so a second run must change nothing. They read the time from
 * `deps.clock`.
 */
export type JobDefinition<Name extends string, Schema extends z.ZodType> = {
  name: Name;
  payload: Schema;
  /** a sweep: run every `everyMs` while a worker runs */
  everyMs?: number;
  handler(input: { deps: Deps; payload: z.output<Schema> }): Promise<JobSummary>;
};

/** A definition the runners can call without knowing its payload type. */
export type RunnableJob = {
  name: string;
  everyMs?: number;
  parsePayload(raw: unknown): unknown;
  /** Runs the handler; for a sweep, a run counts as done once its success is recorded. */
  run(deps: Deps, raw: unknown): Promise<JobSummary>;
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
    async run(deps, raw) {
      const summary = await definition.handler({ deps, payload: parsePayload(raw) });
      // Both runners come through here, so /health reads one record whichever ran the sweep.
      if (definition.everyMs !== undefined) {
        await recordSweepSuccess(deps.db, definition.name, deps.clock.now());
      }
      return summary;
    },
  };
}
