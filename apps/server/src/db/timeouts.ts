/** How long the app waits on PostgreSQL. config.ts reads overrides from the environment. */
export type DatabaseTimeouts = {
  /** to open a connection (a server that accepts TCP and never answers fails here) */
  connectMs: number;
  /** for one SQL statement, after which PostgreSQL cancels it */
  statementMs: number;
};

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 5000, statementMs: 30_000 };

/** A transaction left open (a bug, a stuck request) holds its locks until PostgreSQL ends it. */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

/**
 * The statement timeout is enforced by the server; when the server itself stops answering
 * (a network partition), the client gives up this long after it.
 */
export const CLIENT_QUERY_TIMEOUT_MARGIN_MS = 5000;
