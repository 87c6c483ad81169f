import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Caller, FuzzWorld } from './fuzz-world.ts';
import type { Operation } from './openapi-operations.ts';
import { invalidRequest } from './request-mutations.ts';
import { responseChecker, type Answer } from './response-conformance.ts';
import { RULES_STATED_IN_WORDS } from './rules-stated-in-words.ts';
import { toRequest, validParts, type FuzzRequest } from './valid-requests.ts';

export type FuzzMode = 'valid' | 'invalid';

/** Codes that say the request broke the published contract (not a business rule). */
const CONTRACT_REFUSALS = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNSUPPORTED_MEDIA_TYPE',
  // the profile's multipart form
  'FORM_NOT_MULTIPART',
  'PHOTO_ONE_ONLY',
  'FORM_TOO_MANY_FIELDS',
  'FORM_UNREADABLE',
];

/**
 * Runs fast-check properties against one app: each sends generated requests to an operation
 * and checks every answer. It keeps the figures a run reports: requests sent, statuses seen.
 */
export function createFuzzer(app: FastifyInstance, world: FuzzWorld, seed: number) {
  const check = responseChecker();
  const statusesSeen = new Map<string, Map<number, number>>();
  let requestsSent = 0;

  const send = async (request: FuzzRequest, caller: Caller): Promise<Answer> => {
    requestsSent += 1;
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers: { ...caller.headers, ...request.headers },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    if (response.statusCode < 300 && request.method !== 'GET') await world.renewSessions();
    return { statusCode: response.statusCode, headers: response.headers, body: response.body };
  };

  const tally = (operation: Operation, status: number) => {
    const seen = statusesSeen.get(operation.key) ?? new Map<number, number>();
    seen.set(status, (seen.get(status) ?? 0) + 1);
    statusesSeen.set(operation.key, seen);
  };

  /** Mostly signed-in callers, so signed-in routes are reached beyond their 401. */
  const callers = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...world.callers.filter((c) => c.signedIn)) },
    { weight: 1, arbitrary: fc.constantFrom(...world.callers.filter((c) => !c.signedIn)) },
    { weight: 2, arbitrary: fc.constantFrom(...world.refusedCallers) },
  );

  /** Runs `runs` requests; answers undefined, or why the first failing one failed. */
  async function fuzzOperation(operation: Operation, mode: FuzzMode, runs: number) {
    const requests =
      mode === 'valid'
        ? validParts(operation, world.hints, RULES_STATED_IN_WORDS[operation.key]).map((parts) =>
            toRequest(operation, parts, 'valid by the document'),
          )
        : invalidRequest(operation, world.hints);
    const property = fc.asyncProperty(callers, requests, async (caller, request) => {
      const answer = await send(request, caller);
      tally(operation, answer.statusCode);
      const code = codeOf(answer.body);
      if (answer.statusCode < 300) world.learnIdsFrom(parsed(answer.body));
      const problems = check(operation, answer);
      const reachable = caller.signedIn || !operation.secured;
      if (mode === 'valid' && reachable && code && CONTRACT_REFUSALS.includes(code)) {
        problems.push(`refused a request the document calls valid: ${answer.body.slice(0, 300)}`);
      }
      if (problems.length > 0) {
        throw new Error(`${problems.join('; ')}\n    request: ${describeRequest(request, caller)}`);
      }
    });
    const operationSeed = seedFor(seed, `${operation.key} ${mode}`);
    const details = await fc.check(property, {
      seed: operationSeed,
      numRuns: runs,
      // Shrinking would send many more requests; the failing request is named in full anyway.
      endOnFailure: true,
    });
    if (!details.failed) return undefined;
    const why =
      details.errorInstance instanceof Error
        ? details.errorInstance.message
        : String(details.errorInstance);
    return `${operation.key} (${mode}, seed ${operationSeed}, path ${details.counterexamplePath}): ${why}`;
  }

  return {
    fuzzOperation,
    requestsSent: () => requestsSent,
    statusesSeen: () => statusesSeen,
  };
}

/** A stable seed per operation and mode, so a new route does not change the others' requests. */
function seedFor(seed: number, key: string) {
  let hash = seed;
  for (const char of key) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

function codeOf(body: string): string | undefined {
  const value = parsed(body);
  if (typeof value !== 'object' || value === null || !('code' in value)) return undefined;
  return String(value.code);
}

function describeRequest(request: FuzzRequest, caller: Caller) {
  const payload = request.payload ?? '';
  const shownPayload =
    payload.length > 200 ? `${payload.slice(0, 200)}… (${payload.length} chars)` : payload;
  const url = request.url.length > 200 ? `${request.url.slice(0, 200)}…` : request.url;
  const headers = JSON.stringify(request.headers);
  return `${request.method} ${url} as ${caller.name} [${request.variant}] ${headers} ${shownPayload}`;
}
