/**
 * Runs `task` one at a time: a request while it runs queues exactly one more run, so a burst of
 * wake-ups costs two runs, not one per wake-up, and runs never overlap.
 */
export function serialTask(task: () => Promise<void>) {
  let running: Promise<void> | null = null;
  let again = false;
  const run = async (): Promise<void> => {
    do {
      again = false;
      await task();
    } while (again);
  };
  return {
    request() {
      if (running) {
        again = true;
        return running;
      }
      running = run().finally(() => {
        running = null;
      });
      return running;
    },
    /** resolves once the current run (if any) has finished */
    idle: () => running ?? Promise.resolve(),
  };
}
