/** The server did not answer an acknowledged emit in time (lost on the way, or a dead link). */
export class AckTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`No answer from the server within ${timeoutMs} ms`);
    this.name = 'AckTimeoutError';
  }
}

/**
 * Turns an acknowledged emit into a promise that settles with the server's answer, or fails
 * with `AckTimeoutError` after `timeoutMs`: Socket.IO itself waits for an ack forever.
 *
 * `requestWithAck((ack) => socket.emit('chat:send', request, ack), 5_000)`
 *
 * The emit is passed in (rather than an event name) so the socket's own typing checks the
 * request and the answer; this folder stays free of any feature's events.
 */
export function requestWithAck<Answer>(
  emit: (ack: (answer: Answer) => void) => void,
  timeoutMs: number,
): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const timer = setTimeout(() => reject(new AckTimeoutError(timeoutMs)), timeoutMs);
    try {
      emit((answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
    } catch (error) {
      clearTimeout(timer);
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
