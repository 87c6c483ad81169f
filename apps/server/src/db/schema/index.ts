/**
 * Tables no domain module owns (yet): the reference venues and the in-process job queue. A
 * domain's tables live in its module (modules/<domain>/<domain>.schema.ts); drizzle-kit reads both.
 */
export * from './venues.ts';
export * from './scheduled-jobs.ts';
