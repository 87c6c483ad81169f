import type { z } from 'zod';
import type { Deps } from '../deps.ts';
import type { EnqueueOptions, JobSummary, Jobs } from './job-runner.ts';
import { recordSweepSuccess } from './sweep-runs-repository.ts';

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

/** A job as its callers see it: `releaseHoldJob.enqueue(deps, { holdId }, { delayMs })`. */
export type Enqueue<Schema extends z.ZodType> = (
  deps: { jobs: Jobs },
  payload: z.input<Schema>,
  options?: EnqueueOptions,
) => Promise<string>;

/**
 * A job for the runners (its module lists it in `jobs`), with a typed `enqueue` for the code that
 * queues it: the name and payload are checked where it is called, so no central list of jobs
 * is needed.
 */
export function defineJob<Name extends string, Schema extends z.ZodType>(
  definition: JobDefinition<Name, Schema>,
): JobDefinition<Name, Schema> & RunnableJob & { enqueue: Enqueue<Schema> } {
  const parsePayload = (raw: unknown): z.output<Schema> => {
    const parsed = definition.payload.safeParse(raw);
    if (!parsed.success) {
      throw new InvalidJobPayloadError(`${definition.name}: ${parsed.error.message}`);
    }
    return parsed.data;
  };
  return {
    ...definition,
    enqueue: (deps, payload, options) => deps.jobs.enqueue(definition.name, payload, options),
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
