// An open-loop driver for work that is not plain HTTP (socket pushes, chat sends, holds): calls
// start on a fixed schedule whether or not earlier ones have finished, and measures each from
// its scheduled start, so a slow answer cannot hide the requests that would have queued behind
// it (no coordinated omission). HTTP scenarios use autocannon with a fixed rate instead.
import { setTimeout as sleep } from 'node:timers/promises';

export type OpenLoopRun = { samplesMs: number[]; errors: number; late: number; sent: number };

export async function openLoop({
  ratePerSecond,
  durationMs,
  fire,
}: {
  ratePerSecond: number;
  durationMs: number;
  /** does one unit of work; resolves when it has completed (e.g. the socket got the event) */
  fire: (index: number) => Promise<void>;
}): Promise<OpenLoopRun> {
  const intervalMs = 1000 / ratePerSecond;
  const total = Math.max(1, Math.round((durationMs / 1000) * ratePerSecond));
  const startedAt = performance.now();
  const samplesMs: number[] = [];
  let errors = 0;
  let late = 0;
  const pending: Promise<void>[] = [];
  for (let index = 0; index < total; index++) {
    const scheduledAt = startedAt + index * intervalMs;
    const wait = scheduledAt - performance.now();
    if (wait > 1) await sleep(wait);
    else if (wait < -intervalMs) late++;
    pending.push(
      fire(index).then(
        () => void samplesMs.push(performance.now() - scheduledAt),
        () => void errors++,
      ),
    );
  }
  await Promise.all(pending);
  return { samplesMs, errors, late, sent: total };
}

/**
 * A warm-up stretch, then the measured one, at one rate: `fire` numbers its work across both
 * (no index repeats) and records what it measures into the stretch's own `samples`.
 */
export async function warmedOpenLoop<Samples>({
  ratePerSecond,
  warmUpMs,
  measureMs,
  newSamples,
  fire,
}: {
  ratePerSecond: number;
  warmUpMs: number;
  measureMs: number;
  newSamples: () => Samples;
  fire: (index: number, samples: Samples) => Promise<void>;
}): Promise<{ run: OpenLoopRun; samples: Samples }> {
  let offset = 0;
  const stretch = async (durationMs: number) => {
    const samples = newSamples();
    const base = offset;
    offset += Math.round((durationMs / 1000) * ratePerSecond) + 1;
    const run = await openLoop({
      ratePerSecond,
      durationMs,
      fire: (index) => fire(base + index, samples),
    });
    return { run, samples };
  };
  await stretch(warmUpMs);
  return stretch(measureMs);
}
