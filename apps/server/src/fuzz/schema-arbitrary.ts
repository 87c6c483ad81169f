import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations.ts';

/**
 * Values the world already holds, so generated ids often name real rows: the ids seen for a
 * field of that name (socialId, organizerId, ...), or any id when none was.
 */
export type ValueHints = { knownIds(field: string | undefined): readonly string[] };

/** A safe bound for generated integers: wide enough for every limit the API declares. */
const INTEGER_BOUND = 2 ** 31 - 1;

/**
 * Values valid by a JSON schema as the OpenAPI document states it (formats included). Lengths
 * are kept within the limits whether counted in code points (JSON Schema) or UTF-16 units
 * (JavaScript), so a value is valid by both readings.
 */
export function validValue(
  schema: JsonSchema,
  hints: ValueHints,
  field?: string,
): fc.Arbitrary<unknown> {
  const value = nonNullValue(schema, hints, field);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: value }, fc.constant(null)) : value;
}

function nonNullValue(
  schema: JsonSchema,
  hints: ValueHints,
  field: string | undefined,
): fc.Arbitrary<unknown> {
  // The document's own example is valid by definition, and often the one value that hits data.
  if (schema.example !== undefined) {
    const { example, ...rest } = schema;
    return fc.oneof(fc.constant(example), nonNullValue(rest, hints, field));
  }
  if (schema.enum) return fc.constantFrom(...schema.enum.filter((entry) => entry !== null));
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    return fc.oneof(...alternatives.map((option) => validValue(option, hints, field)));
  }
  if (schema.allOf) {
    return validValue(Object.assign({}, ...schema.allOf) as JsonSchema, hints, field);
  }
  switch (schema.type) {
    case 'string':
      return validString(schema, hints, field);
    case 'integer':
      return validInteger(schema);
    case 'number':
      return validNumber(schema);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items ?? {}, hints, field), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, (schema.minItems ?? 0) + 5),
      });
    case 'object':
      return validObject(schema, hints);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validObject(schema: JsonSchema, hints: ValueHints) {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, child]) => [name, validValue(child, hints, name)]),
  );
  return fc.record(model, { requiredKeys: schema.required ?? [] });
}

function validInteger(schema: JsonSchema) {
  const lowest = schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + 1;
  const highest = schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - 1;
  const min = Math.max(schema.minimum ?? lowest ?? -INTEGER_BOUND, -INTEGER_BOUND);
  const max = Math.min(schema.maximum ?? highest ?? INTEGER_BOUND, INTEGER_BOUND);
  return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
}

function validNumber(schema: JsonSchema) {
  const min = schema.minimum ?? nextAbove(schema.exclusiveMinimum) ?? -1e9;
  const max = schema.maximum ?? nextBelow(schema.exclusiveMaximum) ?? 1e9;
  const step = schema.multipleOf;
  if (step) {
    // Whole multiples of the step, built by division so 0.01 steps give exact cents.
    const inverse = Math.round(1 / step);
    return fc
      .integer({ min: Math.ceil(min * inverse), max: Math.floor(max * inverse) })
      .map((units) => units / inverse);
  }
  return fc.oneof(
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(min, max),
  );
}

const nextAbove = (bound: number | undefined) =>
  bound === undefined ? undefined : bound + Math.max(Number.EPSILON, Math.abs(bound) * 1e-9);
const nextBelow = (bound: number | undefined) =>
  bound === undefined ? undefined : bound - Math.max(Number.EPSILON, Math.abs(bound) * 1e-9);

const codePoints = (text: string) => [...text].length;

function validString(
  schema: JsonSchema,
  hints: ValueHints,
  field: string | undefined,
): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Infinity;
  const withinLength = (text: string) => codePoints(text) >= minLength && text.length <= maxLength;
  // JSON Schema reads patterns as Unicode regular expressions, as ajv does.
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : undefined;
  const matches = (text: string) => withinLength(text) && (!pattern || pattern.test(text));

  const byFormat = formatted(schema.format, hints, field);
  if (byFormat) return byFormat.filter(matches);
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter(matches);
  }
  const longest = Math.min(maxLength, minLength + 40);
  const text = fc.oneof(
    fc.string({ unit: 'grapheme-ascii', minLength, maxLength: longest }),
    fc.string({ unit: 'grapheme', minLength, maxLength: longest }),
    fc.string({ unit: 'binary', minLength, maxLength: longest }),
  );
  const atTheLimit = Number.isFinite(maxLength)
    ? [fc.string({ unit: 'grapheme-ascii', minLength: maxLength, maxLength })]
    : [];
  return fc.oneof(text, ...atTheLimit).filter(withinLength);
}

function formatted(format: string | undefined, hints: ValueHints, field: string | undefined) {
  switch (format) {
    case 'uuid':
      return fc.oneof(
        fc.uuid({ version: 4 }),
        fc.nat().map((index) => {
          const ids = hints.knownIds(field);
          return ids[index % Math.max(ids.length, 1)] ?? '00000000-0000-4000-8000-000000000000';
        }),
      );
    case 'email':
      return plainEmail;
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString());
    default:
      return undefined;
  }
}

const lowerAlnum = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'),
  minLength: 1,
  maxLength: 12,
});

/** Addresses every reading of 'email' accepts: letters and digits, dotted, with a real TLD. */
const plainEmail = fc
  .tuple(
    lowerAlnum,
    fc.option(lowerAlnum, { nil: undefined }),
    lowerAlnum,
    fc.constantFrom('com', 'org', 'net', 'io', 'com.au'),
  )
  .map(([local, more, domain, tld]) => `${local}${more ? `.${more}` : ''}@${domain}.${tld}`);
