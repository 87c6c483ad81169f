/**
 * The core's tables: the in-process job queue, the sweeps' last runs and the realtime outbox.
 * A domain's tables live in its module (modules/<domain>/<domain>.schema.ts); drizzle-kit reads
 * both.
 */
export * from './scheduled-jobs.ts';
export * from './outbox.ts';
