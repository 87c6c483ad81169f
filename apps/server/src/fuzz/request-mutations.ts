import fc from 'fast-check';
import { urlOf, type Operation } from './openapi-operations.ts';
import type { ValueHints } from './schema-arbitrary.ts';
import {
  isPlainObject,
  toRequest,
  validParts,
  type FuzzRequest,
  type RequestParts,
} from './valid-requests.ts';

/** Texts that trip up encoders, databases and length checks. */
const AWKWARD_TEXTS = [
  '',
  ' ',
  '\u0000',
  'nul\u0000inside',
  '\ud800',
  '\udfff lone',
  '🏸🎾⚽',
  '👩‍👩‍👧‍👦',
  'e\u0301\u0301\u0301',
  '\u202eevil',
  '\u200b\u200d\ufeff',
  '\u2028\u2029',
  '中文字符',
  'Ω≈ç√∫',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '%00%ff',
];

const WRONG_TYPED_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  '',
  'text',
  '1',
  [],
  ['x'],
  {},
  { nested: { deeper: [1, 'a', null] } },
];

const BROKEN_JSON = [
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  '[1,2',
  'nul',
  'undefined',
  "{'single':'quotes'}",
  '{"a":1}}',
  '{"a":"\\x"}',
  '{"a":"\\ud800"}',
  '\u0000',
  '\ufeff{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '1e99999',
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=latin1',
  'application/jsonx',
  'application/vnd.api+json',
  'image/png',
  '*/*',
  ';;;',
];

const BAD_PATH_VALUES = [
  'not-an-id',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '..',
  '%2e%2e',
  '%2F',
  '%00',
  '%20',
  '-1',
  '0',
  'null',
  'undefined',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'ABCDEFAB-0000-4000-8000-000000000000',
  '00000000-0000-4000-8000-00000000000',
  encodeURIComponent('🏸'),
  encodeURIComponent('\u202e'),
  'a'.repeat(3000),
];

const BAD_QUERY_VALUES = [
  '',
  'abc',
  '-1',
  '0',
  '1.5',
  '1e999',
  'NaN',
  'Infinity',
  '9'.repeat(400),
  '0x10',
  ' 1 ',
  'true',
  '🏸',
  '\u0000',
  'x'.repeat(5000),
];

/** Requests that break the operation's contract in one way each; the server must refuse politely. */
export function invalidRequest(operation: Operation, hints: ValueHints): fc.Arbitrary<FuzzRequest> {
  const parts = validParts(operation, hints);
  const mutations: fc.Arbitrary<FuzzRequest>[] = [
    bodyNotAnObject(operation, parts),
    brokenJson(operation, parts),
    wrongContentType(operation, parts),
    oversizedBody(operation, parts),
    junkQuery(operation, parts),
    repeatedQueryKeys(operation, parts),
  ];
  if (operation.body) {
    mutations.push(
      fieldMissing(operation, parts),
      fieldOfWrongType(operation, parts),
      extraFields(operation, parts),
      hugeOrAwkwardText(operation, parts),
    );
  }
  if (operation.pathParams.length > 0) mutations.push(badPathValue(operation, parts));
  if (operation.queryParams.length > 0) mutations.push(badQueryValue(operation, parts));
  return fc.oneof(...mutations);
}

const withBody = (operation: Operation, parts: RequestParts, body: unknown, variant: string) =>
  toRequest(operation, { ...parts, body }, variant);

const rawBody = (
  operation: Operation,
  parts: RequestParts,
  payload: string,
  contentType: string | undefined,
  variant: string,
): FuzzRequest => {
  const request = toRequest(operation, { ...parts, body: undefined }, variant);
  return {
    ...request,
    headers: contentType ? { 'content-type': contentType } : {},
    payload,
  };
};

function bodyNotAnObject(operation: Operation, parts: fc.Arbitrary<RequestParts>) {
  return fc
    .tuple(parts, fc.constantFrom<unknown>(42, 'text', [], [{}], null, true, -0.5))
    .map(([valid, body]) => withBody(operation, valid, body, 'body: not an object'));
}

function brokenJson(operation: Operation, parts: fc.Arbitrary<RequestParts>) {
  return fc
    .tuple(parts, fc.oneof(fc.constantFrom(...BROKEN_JSON), fc.string({ maxLength: 30 })))
    .map(([valid, payload]) =>
      rawBody(operation, valid, payload, 'application/json', 'body: broken JSON'),
    );
}

function wrongContentType(operation: Operation, parts: fc.Arbitrary<RequestParts>) {
  return fc
    .tuple(parts, fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined }))
    .map(([valid, contentType]) =>
      rawBody(
        operation,
        valid,
        JSON.stringify(valid.body ?? {}),
        contentType,
        `body: content type ${contentType ?? '(none)'}`,
      ),
    );
}

function oversizedBody(operation: Operation, parts: fc.Arbitrary<RequestParts>) {
  // Just over the server's 1 MiB body limit.
  const payload = JSON.stringify({ filler: 'x'.repeat(1024 * 1024 + 16) });
  return parts.map((valid) =>
    rawBody(operation, valid, payload, 'application/json', 'body: over the size limit'),
  );
}

function fieldMissing(operation: Operation, parts: fc.Arbitrary<RequestParts>) {
  const required = operation.body?.schema.required ?? [];
  if (required.length === 0) return bodyNotAnObject(operation, parts);
  return fc.tuple(parts, fc.constantFrom(...required)).map(([valid, field]) => {
    const body = isPlainObject(valid.body) ? { ...valid.body } : {};
    delete body[field];
    return withBody(operation, valid, body, `body: ${field} missing`);
  });
}

const propertyNames = (operation: Operation) =>
  Object.keys(operation.body?.schema.properties ?? {});

function fieldOfWrongType(operation: Operation, parts: fc.Arbitrary<RequestParts>) {
  const names = propertyNames(operation);
  if (names.length === 0) return bodyNotAnObject(operation, parts);
  return fc
    .tuple(parts, fc.constantFrom(...names), fc.constantFrom(...WRONG_TYPED_VALUES))
    .map(([valid, field, value]) => {
      const body = isPlainObject(valid.body) ? valid.body : {};
      return withBody(operation, valid, { ...body, [field]: value }, `body: ${field} mistyped`);
    });
}

function extraFields(operation: Operation, parts: fc.Arbitrary<RequestParts>) {
  const key = fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'userId', 'isAdmin', 'role'),
    fc.string({ minLength: 1, maxLength: 12 }),
  );
  return fc
    .tuple(parts, fc.dictionary(key, fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 4 }))
    .map(([valid, extra]) => {
      const body = JSON.stringify(valid.body ?? {});
      // Spliced as text, so keys such as __proto__ reach the server as sent.
      const extraText = Object.entries(extra)
        .map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`)
        .join(',');
      const payload = body === '{}' ? `{${extraText}}` : `${body.slice(0, -1)},${extraText}}`;
      return rawBody(operation, valid, payload, 'application/json', 'body: extra fields');
    });
}

function hugeOrAwkwardText(operation: Operation, parts: fc.Arbitrary<RequestParts>) {
  const names = propertyNames(operation);
  if (names.length === 0) return bodyNotAnObject(operation, parts);
  const text = fc.oneof(
    fc.constantFrom(...AWKWARD_TEXTS),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }),
    fc
      .tuple(fc.constantFrom('x', '🏸', ' ', 'é'), fc.integer({ min: 1000, max: 200_000 }))
      .map(([unit, times]) => unit.repeat(times)),
  );
  return fc.tuple(parts, fc.constantFrom(...names), text).map(([valid, field, value]) => {
    const body = isPlainObject(valid.body) ? valid.body : {};
    return withBody(operation, valid, { ...body, [field]: value }, `body: ${field} awkward text`);
  });
}

function badPathValue(operation: Operation, parts: fc.Arbitrary<RequestParts>) {
  const names = operation.pathParams.map((parameter) => parameter.name);
  return fc
    .tuple(parts, fc.constantFrom(...names), fc.constantFrom(...BAD_PATH_VALUES))
    .map(([valid, name, value]) =>
      toRequest(
        operation,
        { ...valid, pathValues: { ...valid.pathValues, [name]: value } },
        `path: ${name} invalid`,
      ),
    );
}

function badQueryValue(operation: Operation, parts: fc.Arbitrary<RequestParts>) {
  const names = operation.queryParams.map((parameter) => parameter.name);
  return fc
    .tuple(parts, fc.constantFrom(...names), fc.constantFrom(...BAD_QUERY_VALUES))
    .map(([valid, name, value]) =>
      toRequest(
        operation,
        { ...valid, query: { ...valid.query, [name]: value } },
        `query: ${name} invalid`,
      ),
    );
}

function junkQuery(operation: Operation, parts: fc.Arbitrary<RequestParts>) {
  const raw = fc.constantFrom('%', '%zz=1', 'a=%E0%A4%A', '&&&', '=', '[]=1', 'a[b]=1', '🏸=1');
  return fc.tuple(parts, raw).map(([valid, query]) => {
    const request = toRequest(operation, valid, 'query: junk');
    const separator = request.url.includes('?') ? '&' : '?';
    return { ...request, url: `${request.url}${separator}${query}` };
  });
}

function repeatedQueryKeys(operation: Operation, parts: fc.Arbitrary<RequestParts>) {
  const names = operation.queryParams.map((parameter) => parameter.name);
  const name = names.length > 0 ? fc.constantFrom(...names) : fc.constant('unknown');
  return fc.tuple(parts, name).map(([valid, key]) => {
    const query = new URLSearchParams(valid.query);
    query.append(key, '1');
    query.append(key, '2');
    return {
      ...toRequest(operation, valid, 'query: repeated key'),
      url: urlOf(operation, valid.pathValues, query.toString()),
    };
  });
}
