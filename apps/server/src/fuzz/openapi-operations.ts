/** The OpenAPI 3.0 document's operations, in the terms the fuzzer needs. */

export type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  /** JSON Schema's numeric form; OpenAPI 3.0's boolean form is converted when resolving */
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  enum?: unknown[];
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  example?: unknown;
  description?: string;
  $ref?: string;
};

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
};

type MediaTypes = Record<string, { schema?: JsonSchema }>;

type OpenApiOperation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: MediaTypes };
  responses?: Record<string, { description?: string; content?: MediaTypes }>;
  security?: unknown[];
};

export type OpenApiDocument = {
  openapi: string;
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export type Operation = {
  /** e.g. 'POST /api/v1/auth/login', as the document names it */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** the path template, e.g. /api/v1/cms/social/{id} */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** headers the operation declares, such as a required Idempotency-Key */
  headerParams: Parameter[];
  /** the JSON body's schema, when the operation takes one */
  body?: { required: boolean; schema: JsonSchema };
  /** declared statuses ('200', '400', ... or 'default') and the JSON schema of each answer */
  responses: Map<string, JsonSchema | undefined>;
  /** the operation says it needs a bearer token */
  secured: boolean;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the document, with `$ref`s resolved against its components. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const resolve = refResolver(document);
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method] as OpenApiOperation;
      const parameters = (operation.parameters ?? []).map((parameter) => ({
        ...parameter,
        schema: resolve(parameter.schema),
      }));
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const responses = new Map(
        Object.entries(operation.responses ?? {}).map(([status, response]) => {
          const schema = response.content?.['application/json']?.schema;
          return [status, schema ? resolve(schema) : undefined] as const;
        }),
      );
      return {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        headerParams: parameters.filter((parameter) => parameter.in === 'header'),
        ...(bodySchema
          ? {
              body: {
                required: operation.requestBody?.required ?? false,
                schema: resolve(bodySchema),
              },
            }
          : {}),
        responses,
        secured: (operation.security ?? []).length > 0,
      };
    }),
  );
}

type OpenApi30Bounds = { exclusiveMinimum?: number | boolean; exclusiveMaximum?: number | boolean };

/** OpenAPI 3.0 writes `minimum: 0, exclusiveMinimum: true`; JSON Schema (ajv) wants a number. */
function jsonSchemaBounds(schema: JsonSchema): JsonSchema {
  const { exclusiveMinimum, exclusiveMaximum } = schema as OpenApi30Bounds;
  const result = { ...schema };
  if (typeof exclusiveMinimum === 'boolean') {
    delete result.exclusiveMinimum;
    if (exclusiveMinimum) {
      result.exclusiveMinimum = schema.minimum;
      delete result.minimum;
    }
  }
  if (typeof exclusiveMaximum === 'boolean') {
    delete result.exclusiveMaximum;
    if (exclusiveMaximum) {
      result.exclusiveMaximum = schema.maximum;
      delete result.maximum;
    }
  }
  return result;
}

/**
 * Inlines `#/components/schemas/...` references (the generator and the validator need none)
 * and writes bounds the JSON Schema way.
 */
function refResolver(document: OpenApiDocument) {
  const components = document.components?.schemas ?? {};
  const resolve = (schema: JsonSchema, depth = 0): JsonSchema => {
    if (depth > 32) throw new Error('The OpenAPI document has a reference cycle');
    if (schema.$ref) {
      const name = schema.$ref.replace('#/components/schemas/', '');
      const target = components[name];
      if (!target) throw new Error(`Unresolved reference ${schema.$ref}`);
      return resolve(target, depth + 1);
    }
    const next = (child: JsonSchema) => resolve(child, depth + 1);
    return {
      ...jsonSchemaBounds(schema),
      ...(schema.properties
        ? {
            properties: Object.fromEntries(
              Object.entries(schema.properties).map(([name, child]) => [name, next(child)]),
            ),
          }
        : {}),
      ...(schema.items ? { items: next(schema.items) } : {}),
      ...(typeof schema.additionalProperties === 'object'
        ? { additionalProperties: next(schema.additionalProperties) }
        : {}),
      ...(schema.anyOf ? { anyOf: schema.anyOf.map(next) } : {}),
      ...(schema.oneOf ? { oneOf: schema.oneOf.map(next) } : {}),
      ...(schema.allOf ? { allOf: schema.allOf.map(next) } : {}),
    };
  };
  return (schema: JsonSchema) => resolve(schema);
}

/** The URL of an operation with its path parameters filled in (already encoded) and a query. */
export function urlOf(
  operation: Operation,
  pathValues: Record<string, string>,
  query: string,
): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    return pathValues[name] ?? '';
  });
  return query ? `${path}?${query}` : path;
}
