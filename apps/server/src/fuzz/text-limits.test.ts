import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  operationsOf,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
} from './openapi-operations.ts';

let t: TestApp;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  operations = operationsOf(t.app.swagger() as OpenApiDocument);
});
afterAll(() => t?.close());

/** A string the validator bounds: a length limit, a list of values, or a fixed shape. */
function isBounded(schema: JsonSchema): boolean {
  if (schema.maxLength !== undefined || schema.enum !== undefined) return true;
  if (schema.format === 'uuid' || schema.format === 'date') return true;
  // A pattern bounds the length only when it is anchored and repeats nothing without limit.
  return (
    schema.pattern !== undefined && /^\^.*\$$/.test(schema.pattern) && !/[*+]/.test(schema.pattern)
  );
}

/** Where a request's strings have no limit, as `path.to.field`. */
function unboundedStrings(schema: JsonSchema, at: string): string[] {
  const children = [
    ...Object.entries(schema.properties ?? {}).map(
      ([name, child]) => [`${at}.${name}`, child] as const,
    ),
    ...(schema.items ? [[`${at}[]`, schema.items] as const] : []),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].map(
      (child) => [at, child] as const,
    ),
  ];
  const own = schema.type === 'string' && !isBounded(schema) ? [at] : [];
  return [...own, ...children.flatMap(([path, child]) => unboundedStrings(child, path))];
}

describe('free text in requests', () => {
  it('has a length limit wherever a request carries a string', () => {
    const unbounded = operations.flatMap((operation) => [
      ...(operation.body ? unboundedStrings(operation.body.schema, `${operation.key} body`) : []),
      ...operation.queryParams.flatMap((parameter) =>
        unboundedStrings(parameter.schema, `${operation.key} ?${parameter.name}`),
      ),
    ]);
    expect(unbounded).toEqual([]);
  });
});
