/**
 * Resolves once `url` answers 200, asking every `intervalMs`; rejects after `timeoutMs`. The dev
 * script starts the web only then, so Vite's proxy never meets an API that is not listening yet.
 */
export async function waitForApi(url, { timeoutMs = 120_000, intervalMs = 250 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() >= deadline) throw new Error(`The API did not answer ${url} in time`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
