/**
 * What the logs may hold of an error. SQL errors carry the statement's parameters (in drizzle's
 * message, its `params`, and PostgreSQL's `detail`), which are users' own words: join request
 * messages, emails, names. The SQL text is kept (it has placeholders only); parameters never are.
 */

/** Fields that describe a failure without quoting the data it was about. */
const SAFE_FIELDS = [
  'code',
  'statusCode',
  // drizzle's SQL text, with $1 placeholders
  'query',
  // PostgreSQL's names of what refused the statement
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
  // network failures
  'errno',
  'syscall',
  'address',
  'port',
  'hostname',
] as const;

export const REDACTED = '[redacted]';

export type SerializedError = {
  type: string;
  message: string;
  stack: string;
  cause?: SerializedError;
  errors?: SerializedError[];
  [field: string]: unknown;
};

/** pino's `err` serializer, by allow-list: no field reaches the logs unless it is known safe. */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: REDACTED, stack: '' };
  }
  const hideParams = paramsHider(error);
  const serialized: SerializedError = {
    type: error.constructor.name,
    message: hideParams(error.message),
    stack: hideParams(error.stack ?? ''),
  };
  const fields: Record<string, unknown> = { ...error };
  for (const field of SAFE_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') serialized[field] = value;
  }
  if (error.cause !== undefined) serialized.cause = serializeError(error.cause);
  if (error instanceof AggregateError) serialized.errors = error.errors.map(serializeError);
  return serialized;
}

/**
 * drizzle words a failed query as `Failed query: <sql>\nparams: <values>`, in its message and so
 * in its stack. The values are replaced as the exact text drizzle wrote, newlines and all.
 */
function paramsHider(error: Error): (text: string) => string {
  if (!('params' in error) || !Array.isArray(error.params)) return (text) => text;
  const written = `params: ${String(error.params)}`;
  return (text) => text.split(written).join(`params: ${REDACTED}`);
}

/** Paths pino blanks whatever logs them: bodies and credentials are never logged. */
export const REDACT_PATHS = [
  'body',
  'req.body',
  'res.body',
  'payload',
  'req.headers.authorization',
  'req.headers.cookie',
];

/**
 * Secrets that travel in a URL because the client cannot send a header: a calendar feed's
 * address (calendar apps fetch it as it is) and a mail's unsubscribe token. Logged as
 * `/api/v1/calendar/[redacted].ics` and `?token=[redacted]`.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/calendar\/)[^/?#]+(\.ics)/, `$1${REDACTED}$2`)
    .replace(/([?&]token=)[^&#]*/g, `$1${REDACTED}`);
}
