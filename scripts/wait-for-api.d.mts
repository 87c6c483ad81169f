export function waitForApi(
  url: string,
  options?: { timeoutMs?: number; intervalMs?: number },
): Promise<void>;
