/**
 * zod compiles schemas with `new Function()` unless told not to, and the CSP allows no eval.
 * zod keeps its settings on this global (what `z.config()` reads and writes), so setting it here
 * turns its JIT off without loading zod itself: zod loads later, with the first screen that
 * calls the API.
 */
export function turnOffZodJit() {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  // The same object zod uses if it has loaded already; zod adopts it if it loads later.
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
