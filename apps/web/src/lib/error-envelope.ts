import { errorResponseSchema } from '@betterplay/contracts';

/**
 * Reads the API's failure envelope. A module of its own, which api-client loads on the first
 * failure: importing the contracts' index dynamically instead made the bundler put every module
 * behind it, with zod, into a chunk that the app shell then loaded on every first visit.
 */
export function readFailure(body: unknown) {
  return errorResponseSchema.safeParse(body);
}
