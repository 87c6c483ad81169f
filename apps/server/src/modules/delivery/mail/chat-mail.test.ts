import { describe, expect, it } from 'vitest';
import { deliverMail, mailsTo, useMailWorld } from './mail-test-kit.ts';

const w = useMailWorld();

describe('mail about chat messages', () => {
  it('sends none by default, and one per message to the others once the person turns it on', async () => {
    const opened = await w.t.app.inject({
      method: 'POST',
      url: '/api/v1/user/conversations',
      headers: w.alex.auth,
      payload: { userId: w.sam.id },
    });
    expect(opened.statusCode).toBe(201);
    const conversationId: string = opened.json().data.id;
    const send = async (clientId: string, body: string) => {
      const sent = await w.t.app.inject({
        method: 'POST',
        url: `/api/v1/user/conversations/${conversationId}/messages`,
        headers: w.alex.auth,
        payload: { clientId, body },
      });
      expect(sent.statusCode).toBe(201);
    };

    await send('first', 'Court at 8?');
    expect(await deliverMail(w)).toMatchObject({ sent: 0, skipped: 1 });

    const turnedOn = await w.t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/notification-preferences',
      headers: w.sam.auth,
      payload: { email: { 'chat-message': true } },
    });
    expect(turnedOn.statusCode).toBe(200);
    await send('second', 'Bring <b>two</b> rackets & balls');
    expect(await deliverMail(w)).toMatchObject({ sent: 1 });

    const [mail] = mailsTo(w, w.sam);
    expect(mail?.subject).toBe('New message from Alex Morgan');
    expect(mail?.text).toContain('Bring <b>two</b> rackets & balls');
    expect(mail?.html).toContain('Bring &lt;b&gt;two&lt;/b&gt; rackets &amp; balls');
    expect(mailsTo(w, w.alex)).toEqual([]);
  });
});
