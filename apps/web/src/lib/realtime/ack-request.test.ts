import { describe, expect, it, vi } from 'vitest';
import { AckTimeoutError, requestWithAck } from './ack-request.ts';

describe('requestWithAck', () => {
  it("settles with the server's answer", async () => {
    const answer = requestWithAck<{ data: number }>((ack) => ack({ data: 7 }), 1_000);
    await expect(answer).resolves.toEqual({ data: 7 });
  });

  it('fails with AckTimeoutError when no answer comes in time, and ignores a late one', async () => {
    vi.useFakeTimers();
    let late: ((answer: string) => void) | undefined;
    const answer = requestWithAck<string>((ack) => {
      late = ack;
    }, 5_000);
    const settled = expect(answer).rejects.toBeInstanceOf(AckTimeoutError);
    vi.advanceTimersByTime(5_000);
    await settled;
    expect(() => late?.('too late')).not.toThrow();
  });

  it('fails when the emit itself throws', async () => {
    const answer = requestWithAck(() => {
      throw new Error('socket gone');
    }, 1_000);
    await expect(answer).rejects.toThrow('socket gone');
  });
});
