import type { SweepHealth } from '@betterplay/contracts';
import type { Deps } from '../deps.ts';
import type { RunnableJob } from './job-definition.ts';
import { findSweepRuns } from './sweep-runs-repository.ts';

/** A sweep is overdue after this many intervals without a success: one missed tick is no alarm. */
export const OVERDUE_AFTER_INTERVALS = 3;

export type SweepWatch = {
  /** From now on a sweep without a success can become overdue; called once the app is ready. */
  start(): void;
  /** Each sweep's last success (in any process) and whether it is overdue: one small query. */
  read(): Promise<SweepHealth[]>;
};

/**
 * What /health says about the sweeps. It counts from this process's start at the earliest, so a
 * fresh process does not report sweeps overdue that a worker has not had the time to run; after
 * that, a sweep nobody runs (no worker, a lost schedule) turns overdue like a failing one.
 */
export function watchSweeps(jobs: readonly RunnableJob[], deps: () => Deps): SweepWatch {
  const sweeps = jobs.flatMap(({ name, everyMs }) =>
    everyMs === undefined ? [] : [{ name, everyMs }],
  );
  let watchingSince: Date | undefined;
  return {
    start() {
      watchingSince ??= deps().clock.now();
    },
    async read() {
      const { db, clock } = deps();
      const lastRuns = await findSweepRuns(
        db,
        sweeps.map((sweep) => sweep.name),
      );
      const now = clock.now().getTime();
      return sweeps.map(({ name, everyMs }) => {
        const lastSucceededAt = lastRuns.get(name);
        const since = Math.max(lastSucceededAt?.getTime() ?? 0, watchingSince?.getTime() ?? now);
        return {
          name,
          everyMs,
          lastSucceededAt: lastSucceededAt?.toISOString() ?? null,
          overdue: now - since > OVERDUE_AFTER_INTERVALS * everyMs,
        };
      });
    },
  };
}
