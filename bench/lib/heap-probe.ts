// Loaded with `--import` into every process bench/lib/api-process.ts starts: answers the
// bench's 'read-heap' over IPC with the heap in use after full GCs, so memory is measured in
// the server process itself, with nothing bench-only in the app's code.
export type HeapReading = { heapUsed: number; rss: number; external: number; gcRan: boolean };

export type ProbeMessage = { type: 'read-heap' } | { type: 'heap'; reading: HeapReading };

if (process.send) {
  process.on('message', (message: ProbeMessage) => {
    if (message.type !== 'read-heap') return;
    // Twice: the first collection can leave objects whose finalisers free more.
    globalThis.gc?.();
    globalThis.gc?.();
    const { heapUsed, rss, external } = process.memoryUsage();
    const reading: HeapReading = { heapUsed, rss, external, gcRan: Boolean(globalThis.gc) };
    process.send?.({ type: 'heap', reading } satisfies ProbeMessage);
  });
  // The probe must not be what keeps the process alive once the server has closed.
  process.channel?.unref();
}
