import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonSchema, Operation } from './openapi-operations.ts';

export type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/**
 * Checks answers against what the OpenAPI document promises: a declared status, a JSON body
 * that its schema accepts, and never a 5xx. Each problem is a sentence; none means it conforms.
 */
export function responseChecker() {
  // OpenAPI 3.0 schemas carry keywords JSON Schema does not know (nullable is built in).
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  const compiled = new Map<JsonSchema, ValidateFunction>();
  const validatorFor = (schema: JsonSchema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };

  return (operation: Operation, answer: Answer): string[] => {
    const status = String(answer.statusCode);
    const problems: string[] = [];
    if (answer.statusCode >= 500) problems.push(`answered ${status}: ${answer.body.slice(0, 300)}`);
    const declared = operation.responses.has(status) || operation.responses.has('default');
    if (!declared) {
      problems.push(
        `answered ${status}, which the document does not declare: ${answer.body.slice(0, 300)}`,
      );
      return problems;
    }
    const schema = operation.responses.get(status) ?? operation.responses.get('default');
    if (!schema) return problems;
    if (answer.statusCode === 204) {
      if (answer.body !== '')
        problems.push(`answered 204 with a body: ${answer.body.slice(0, 300)}`);
      return problems;
    }
    const contentType = String(answer.headers['content-type'] ?? '');
    if (!contentType.startsWith('application/json')) {
      problems.push(`answered ${status} as '${contentType}', not JSON`);
      return problems;
    }
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      problems.push(`answered ${status} with a body that is not JSON`);
      return problems;
    }
    const validate = validatorFor(schema);
    if (!validate(body)) {
      const why = (validate.errors ?? [])
        .slice(0, 3)
        .map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''}`.trim())
        .join('; ');
      problems.push(`answered ${status} with a body its schema refuses: ${why}`);
    }
    return problems;
  };
}
