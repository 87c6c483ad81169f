import { createHash } from 'node:crypto';
import pg from 'pg';

/** Statements one connection keeps prepared at most: past it, new texts run unprepared. */
export const PREPARED_PER_CONNECTION = 250;
/** A text this long is a one-off (a bulk insert's values): not worth a prepared statement. */
const LONGEST_PREPARED_TEXT = 20_000;

type QueryConfig = { text?: unknown; name?: unknown };

const preparedBy = new WeakMap<pg.Client, Set<string>>();

/**
 * A pool client that prepares the statements it runs, each under a name made from its text, so
 * PostgreSQL parses and plans a statement once per connection rather than on every call (a
 * third of a give-up's time in SQL went to that: bench/RESULTS.md). Only the query objects the
 * driver sends with parameters are named; `begin` and `commit`, sent as bare strings, are not.
 * The driver's query object is left as it is (the name goes on a copy), so a query it reuses is
 * counted on each connection that prepares it.
 * A connection prepares at most PREPARED_PER_CONNECTION texts, so statements whose text varies
 * (a list of n values) cannot grow the server's memory without bound.
 */
export class PreparingClient extends pg.Client {}

PreparingClient.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [config, values] = args;
  const name = statementName(this, config, values);
  if (name) args[0] = { ...(config as object), name };
  // pg's own query, looked up at each call, so a wrapper put on it later (a bench's) still runs.
  return (pg.Client.prototype.query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

/**
 * The name to prepare a query under, if it should be: a query object (not a bare string, not a
 * cursor) with parameters. One without is sent as a simple query, which may hold several
 * statements (a test's trigger, say) that a prepared statement cannot.
 */
function statementName(client: pg.Client, config: unknown, values: unknown): string | undefined {
  if (typeof config !== 'object' || config === null || 'submit' in config) return undefined;
  const { text, name } = config as QueryConfig;
  if (name !== undefined || typeof text !== 'string') return undefined;
  if (!Array.isArray(values) || values.length === 0) return undefined;
  if (text.length > LONGEST_PREPARED_TEXT) return undefined;
  let prepared = preparedBy.get(client);
  if (!prepared) preparedBy.set(client, (prepared = new Set()));
  const hashed = `bp_${createHash('sha1').update(text).digest('base64url')}`;
  if (!prepared.has(hashed)) {
    if (prepared.size >= PREPARED_PER_CONNECTION) return undefined;
    prepared.add(hashed);
  }
  return hashed;
}
