/**
 * Resolves in a task of its own, so the browser can paint and answer input in between. A message
 * rather than a timer: a hidden tab slows timers down to one a second, not messages.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
