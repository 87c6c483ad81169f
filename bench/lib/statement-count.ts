// The SQL statements an operation sends, each with the time to its answer: a wrapper on pg's
// Client.query (benches only), keyed by the async context of the operation that sent them.
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

export type Sent = { text: string; ms: number };
const counting = new AsyncLocalStorage<Sent[]>();
const originalQuery = pg.Client.prototype.query;
// Every statement a client sends, recorded (with the time to its answer) for the operation whose
// async context sent it.
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0];
  const text = typeof first === 'string' ? first : (first as { text?: string } | null)?.text;
  const store = counting.getStore();
  const result = (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  if (store) {
    const sent: Sent = { text: (text ?? '?').replace(/\s+/g, ' ').slice(0, 110), ms: 0 };
    store.push(sent);
    const startedAt = performance.now();
    if (result instanceof Promise) {
      result.then(
        () => void (sent.ms = performance.now() - startedAt),
        () => void (sent.ms = performance.now() - startedAt),
      );
    }
  }
  return result;
} as typeof originalQuery;

/** Runs `run`, answering every statement it sent, in order. */
export async function statementsOf(run: () => Promise<unknown>) {
  const statements: Sent[] = [];
  await counting.run(statements, run);
  return statements;
}
