import { NOTIFICATION_KINDS } from '@betterplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeClients,
  connect,
  listenOnFreePort,
  record,
} from '../../realtime/realtime-test-kit.ts';
import { joinRequestCalls, useJoinRequestWorld } from '../join-requests/join-requests-test-kit.ts';
import { toNotification, type NotificationRow } from './notification-dto.ts';

const w = useJoinRequestWorld();
const { decide, askToJoin, bell } = joinRequestCalls(w);
let url: string;

beforeAll(async () => {
  url = await listenOnFreePort(w.t.app);
});
afterAll(() => closeClients());

describe("a player's notifications never carry the organiser's email", () => {
  it.each(['PUT', 'DELETE'] as const)(
    'after a decision (%s): not in the pushed event, not in the bell',
    async (method) => {
      const alexSocket = await connect(url, { token: w.alex.token });
      const pushed = record(alexSocket, 'notification:created');
      const requestId = await askToJoin(w.alex);
      expect((await decide(w.olivia, requestId, method)).statusCode).toBe(200);

      const event = await pushed.until((entry) => entry.joinRequestId === requestId);
      expect(event).toMatchObject({ firstName: 'Olivia', socialName: 'Evening Rally' });
      expect(event).not.toHaveProperty('email');
      expect(JSON.stringify(event)).not.toContain(w.olivia.email);

      const entries = await bell(w.alex);
      expect(entries.length).toBeGreaterThan(0);
      expect(JSON.stringify(entries)).not.toContain(w.olivia.email);
    },
  );

  it("still shows the organiser the requester's email, as the Requests table does", async () => {
    const oliviaSocket = await connect(url, { token: w.olivia.token });
    const pushed = record(oliviaSocket, 'notification:created');
    const requestId = await askToJoin(w.sam);

    const event = await pushed.until((entry) => entry.joinRequestId === requestId);
    expect(event).toMatchObject({ kind: 'join-request', firstName: 'Sam', email: w.sam.email });
    const entry = (await bell(w.olivia)).find(
      (notice: { joinRequestId: string }) => notice.joinRequestId === requestId,
    );
    expect(entry).toMatchObject({ email: w.sam.email });
  });
});

describe('toNotification', () => {
  const row = (kind: NotificationRow['kind']): NotificationRow => ({
    id: 'n1',
    recipientId: 'recipient-1',
    kind,
    socialId: 's1',
    socialName: 'Evening Rally',
    joinRequestId: null,
    firstName: 'Olivia',
    lastName: 'Stone',
    avatar: '',
    email: 'olivia@example.com',
    createdAt: new Date('2030-01-01T10:00:00Z'),
    organizerReadFlag: true,
  });

  it.each(NOTIFICATION_KINDS.filter((kind) => kind !== 'join-request'))(
    'leaves the email out of a %s entry, and never says who else receives it',
    (kind) => {
      const shown = toNotification(row(kind));
      expect(shown).not.toHaveProperty('email');
      expect(shown).not.toHaveProperty('recipientId');
    },
  );
});
