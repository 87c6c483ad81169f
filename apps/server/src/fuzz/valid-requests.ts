import fc from 'fast-check';
import { urlOf, type Operation, type Parameter } from './openapi-operations.ts';
import { validValue, type ValueHints } from './schema-arbitrary.ts';

/** The pieces of a request, before it is put on the wire (or broken on purpose). */
export type RequestParts = {
  /** each path parameter, already URL-encoded */
  pathValues: Record<string, string>;
  query: Record<string, string>;
  /** the headers the operation declares (an Idempotency-Key) */
  headers: Record<string, string>;
  /** the JSON body; undefined when the operation takes none */
  body: unknown;
};

export type FuzzRequest = {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  /** the raw body, exactly as sent */
  payload?: string;
  /** what kind of request this is, for the failure report */
  variant: string;
};

/** Rules the document states in words only: the fuzzer applies them to its valid bodies. */
export type BodyRules = (body: Record<string, unknown>) => Record<string, unknown>;

/** Parts valid by the operation's declared schemas. */
export function validParts(
  operation: Operation,
  hints: ValueHints,
  rules?: BodyRules,
): fc.Arbitrary<RequestParts> {
  const body = operation.body
    ? validValue(operation.body.schema, hints).map((value) =>
        rules && isPlainObject(value) ? rules(value) : value,
      )
    : fc.constant(undefined);
  return fc.record({
    pathValues: parameterValues(operation.pathParams, hints, operation.path).map((values) =>
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => [name, encodeURIComponent(value)]),
      ),
    ),
    query: parameterValues(operation.queryParams, hints),
    headers: parameterValues(operation.headerParams, hints),
    body,
  });
}

function parameterValues(parameters: Parameter[], hints: ValueHints, path?: string) {
  const model = Object.fromEntries(
    parameters.map((parameter) => [
      parameter.name,
      validValue(parameter.schema, hints, fieldNameOf(parameter.name, path)).map((value) =>
        String(value),
      ),
    ]),
  );
  const requiredKeys = parameters
    .filter((parameter) => parameter.required)
    .map((parameter) => parameter.name);
  return fc.record(model, { requiredKeys }) as fc.Arbitrary<Record<string, string>>;
}

/** `/social/request/{id}` names a request id: `requestId`, which joinRequestId ids match. */
function fieldNameOf(parameter: string, path?: string) {
  if (parameter !== 'id' || !path) return parameter;
  const segments = path.split('/');
  const before = segments[segments.indexOf(`{${parameter}}`) - 1];
  return before ? `${before}Id` : parameter;
}

/** The parts sent as a well-formed request: JSON body, encoded query. */
export function toRequest(operation: Operation, parts: RequestParts, variant: string): FuzzRequest {
  const query = new URLSearchParams(parts.query).toString();
  return {
    method: operation.method,
    url: urlOf(operation, parts.pathValues, query),
    headers: {
      ...parts.headers,
      ...(parts.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(parts.body === undefined ? {} : { payload: JSON.stringify(parts.body) }),
    variant,
  };
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
