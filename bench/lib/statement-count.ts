// The SQL statements an operation sends, each with the time to its answer: a wrapper on pg's
// Client.query (benches only), keyed by the async context of the operation that sent them.
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { latencyOf } from './results.ts';

export type Sent = { text: string; ms: number };
const counting = new AsyncLocalStorage<Sent[]>();
const originalQuery = pg.Client.prototype.query;
// Every statement a client sends, recorded (with the time to its answer) for the operation whose
// async context sent it.
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0];
  const text = typeof first === 'string' ? first : (first as { text?: string } | null)?.text;
  const store = counting.getStore();
  if (!store) return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  const sent: Sent = { text: (text ?? '?').replace(/\s+/g, ' ').slice(0, 110), ms: 0 };
  store.push(sent);
  const startedAt = performance.now();
  const answered = () => void (sent.ms = performance.now() - startedAt);
  // A statement outside a transaction goes through the pool, which passes a callback and gets no
  // promise back: time it from the callback.
  const callback = args.at(-1);
  if (typeof callback === 'function') {
    args[args.length - 1] = (...answer: unknown[]) => {
      answered();
      return (callback as (...a: unknown[]) => unknown)(...answer);
    };
  }
  const result = (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  if (result instanceof Promise) result.then(answered, answered);
  return result;
} as typeof originalQuery;

/** Runs `run`, answering every statement it sent, in order. */
export async function statementsOf(run: () => Promise<unknown>) {
  const statements: Sent[] = [];
  await counting.run(statements, run);
  return statements;
}

/**
 * Where an operation's time goes, one call at a time: `calls` calls of `run` in a row, answering
 * the statements of the last (each timed by the median over the calls, matched by its text: one
 * call alone says little) with the medians of the whole call and of its time in SQL.
 */
export async function profileOneAtATime(run: () => Promise<unknown>, calls = 15) {
  const totals: number[] = [];
  const inSql: number[] = [];
  const perStatement = new Map<string, number[]>();
  let last: Sent[] = [];
  for (let index = 0; index < calls; index++) {
    const startedAt = performance.now();
    last = await statementsOf(run);
    totals.push(performance.now() - startedAt);
    inSql.push(last.reduce((sum, statement) => sum + statement.ms, 0));
    for (const statement of last) {
      perStatement.set(statement.text, [...(perStatement.get(statement.text) ?? []), statement.ms]);
    }
  }
  const median = (values: number[]) => latencyOf(values).p50;
  return {
    statements: last.map((statement) => ({
      ...statement,
      ms: median(perStatement.get(statement.text) ?? []),
    })),
    callP50: median(totals),
    sqlP50: median(inSql),
  };
}
