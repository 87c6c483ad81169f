// HTTP load for the benches, against a server in another process.
//
// Fixed rates: requests leave on an even schedule (bench/lib/open-loop.ts) over keep-alive
// connections, a new connection whenever every open one is busy, so a slow answer never holds
// back the next request. autocannon's `overallRate` was not used for this: it lets each
// connection send its share back to back at the top of every second and then pause
// (node_modules/autocannon/lib/httpClient.js), so '100 req/s' is 10 bursts of 10 concurrent
// requests, not 100 evenly spaced ones. Each latency is measured from the moment its request was
// written; the requests that left late because this process was busy are counted apart.
//
// Flat out: autocannon with a fixed number of connections and no rate, for throughput.
import http from 'node:http';
import autocannon from 'autocannon';
import { latencyOf, type Latency } from './results.ts';
import { openLoop } from './open-loop.ts';

const UNANSWERED_AFTER_MS = 15_000;

export type HttpRun = {
  latency: Latency;
  /** answers per second actually completed over the run */
  achievedPerSecond: number;
  /** failed or cut off (still unanswered 15 s after the run's last request was due) */
  errors: number;
  /** answers that were not 2xx (their latency is left out) */
  non2xx: number;
  /** requests the load generator sent later than one interval behind schedule */
  late: number;
};

/** A browser's Accept-Encoding, so compression costs what it costs a real visitor. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

function get(agent: http.Agent, url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const sentAt = performance.now();
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - sentAt }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** `ratePerSecond` GETs of `paths` in turn for `durationMs`, evenly spaced. */
export async function fixedRate({
  origin,
  paths,
  ratePerSecond,
  durationMs,
  headers = BROWSER_HEADERS,
}: {
  origin: string;
  paths: string[];
  ratePerSecond: number;
  durationMs: number;
  headers?: Record<string, string>;
}): Promise<HttpRun> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const samples: number[] = [];
  let non2xx = 0;
  const startedAt = performance.now();
  // A server far behind would keep the run going for minutes: what is still unanswered this
  // long after the last request was due is cut off and counted as an error.
  const cutOff = setTimeout(() => agent.destroy(), durationMs + UNANSWERED_AFTER_MS);
  try {
    const run = await openLoop({
      ratePerSecond,
      durationMs,
      fire: async (index) => {
        const answer = await get(agent, `${origin}${paths[index % paths.length] ?? '/'}`, headers);
        if (answer.status >= 200 && answer.status < 300) samples.push(answer.ms);
        else non2xx++;
      },
    });
    const seconds = (performance.now() - startedAt) / 1000;
    return {
      latency: latencyOf(samples),
      achievedPerSecond: samples.length / seconds,
      errors: run.errors,
      non2xx,
      late: run.late,
    };
  } finally {
    clearTimeout(cutOff);
    agent.destroy();
  }
}

/** As many GETs as `connections` keep-alive connections get answered in `durationSeconds`. */
export async function flatOut({
  origin,
  paths,
  connections,
  durationSeconds,
  headers = BROWSER_HEADERS,
}: {
  origin: string;
  paths: string[];
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
}): Promise<HttpRun> {
  const samples: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration: durationSeconds,
        headers,
        requests: paths.map((path) => ({ method: 'GET' as const, path })),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    // autocannon's own histogram keeps whole milliseconds; these samples keep the fractions.
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) samples.push(responseTime);
    });
  });
  return {
    latency: latencyOf(samples),
    achievedPerSecond: samples.length / (result.duration || durationSeconds),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    late: 0,
  };
}

export type JsonAnswer = { status: number; body: unknown; ms: number };

/** One request with an optional JSON body, timed from writing it to the last byte of the answer. */
export function requestJson(
  agent: http.Agent,
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<JsonAnswer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sentAt = performance.now();
    const request = http.request(
      url,
      {
        agent,
        method,
        headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            // not JSON: kept as text
          }
          resolve({
            status: response.statusCode ?? 0,
            body: parsed,
            ms: performance.now() - sentAt,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
