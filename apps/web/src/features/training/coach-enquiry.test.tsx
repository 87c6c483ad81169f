import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  failure,
  fakeApi,
  type FakeRequest,
  makeToken,
  ok,
  renderApp,
  sampleProfile,
  setTokenCookie,
} from '../../test/app-test-kit.tsx';
import { EMMA_ID, makeCoachProfile, makeConversation, makeMessage } from './training-test-kit.ts';

const COACH_PAGE = `/training/badminton/venue/msac/coach/${EMMA_ID}`;
const conversation = makeConversation();
const MESSAGES = `POST /user/conversations/${conversation.id}/messages`;

const pageRoutes = {
  'GET /user/profile': ok(sampleProfile),
  [`GET /training/coaches/${EMMA_ID}`]: ok(makeCoachProfile()),
};
const chatRoutes = {
  'POST /user/conversations': ok(conversation),
  [MESSAGES]: (request: FakeRequest) => ({
    status: 201,
    body: { message: 'Created', data: makeMessage(request.body as object) },
  }),
};

const posts = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'POST');

async function openEnquiry() {
  const { user, ...rest } = renderApp(COACH_PAGE, { history: ['/training/badminton/venue/msac'] });
  // The page's chunk loads first: slow on a busy machine.
  await user.click(await screen.findByRole('button', { name: 'Enquire' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Enquire with Emma Thompson' });
  return { user, dialog, ...rest };
}

describe('enquiring with a coach', () => {
  it('sends the message into the chat with the coach, then says so, then shows the toast', async () => {
    setTokenCookie(makeToken());
    const { requests } = fakeApi({ ...pageRoutes, ...chatRoutes });
    const { user, dialog, router } = await openEnquiry();
    const message = within(dialog).getByRole('textbox', { name: 'Message' });

    // Nothing to send yet.
    await user.click(within(dialog).getByRole('button', { name: 'Send Enquiry' }));
    expect(await within(dialog).findByText('Write a message first')).toBeVisible();
    expect(message).toHaveFocus();
    expect(posts(requests)).toEqual([]);

    await user.type(message, 'Do you have a Saturday spot?');
    await user.click(within(dialog).getByRole('button', { name: 'Send Enquiry' }));

    const sent = await screen.findByRole('dialog', { name: 'Message Sent' });
    expect(sent).toHaveTextContent('Message sent: View enquiry in chat');
    expect(within(sent).getByRole('link', { name: 'View enquiry in chat' })).toHaveAttribute(
      'href',
      `/chat?user=${EMMA_ID}`,
    );
    expect(screen.queryByRole('dialog', { name: 'Enquire with Emma Thompson' })).toBeNull();
    const [open, send] = posts(requests);
    expect(open).toMatchObject({ path: '/user/conversations', body: { userId: EMMA_ID } });
    expect(open?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(send?.path).toBe(`/user/conversations/${conversation.id}/messages`);
    expect(send?.body).toEqual({
      clientId: expect.any(String),
      body: 'Do you have a Saturday spot?',
    });
    expect(posts(requests)).toHaveLength(2);

    await user.click(within(sent).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Message sent to Emma Thompson')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enquire' })).toHaveFocus());
    expect(router.state.location.pathname).toBe(COACH_PAGE);

    // A new enquiry starts empty.
    await user.click(screen.getByRole('button', { name: 'Enquire' }));
    expect(await screen.findByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('refuses a message over 4000 characters', async () => {
    setTokenCookie(makeToken());
    const { requests } = fakeApi({ ...pageRoutes, ...chatRoutes });
    const { user, dialog } = await openEnquiry();
    const message = within(dialog).getByRole('textbox', { name: 'Message' });
    await user.click(message);
    await user.paste('a'.repeat(4001));
    await user.click(within(dialog).getByRole('button', { name: 'Send Enquiry' }));
    expect(
      await within(dialog).findByText('A message can be at most 4000 characters'),
    ).toBeVisible();
    expect(posts(requests)).toEqual([]);
  });

  it('keeps the message when sending fails, and a retry is the same message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setTokenCookie(makeToken());
    let fail = true;
    const { requests } = fakeApi({
      ...pageRoutes,
      ...chatRoutes,
      [MESSAGES]: (request) =>
        fail
          ? failure(
              429,
              'You are sending messages too quickly. Please wait a few seconds.',
              'MESSAGES_RATE_LIMITED',
            )
          : {
              status: 201,
              body: { message: 'Created', data: makeMessage(request.body as object) },
            },
    });
    const { user, dialog } = await openEnquiry();
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Hello Emma');
    await user.click(within(dialog).getByRole('button', { name: 'Send Enquiry' }));

    expect(await screen.findByText('Message not sent')).toBeVisible();
    expect(
      screen.getByText('You are sending messages too quickly. Please wait a few seconds.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue('Hello Emma');

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Send Enquiry' }));
    expect(await screen.findByRole('dialog', { name: 'Message Sent' })).toBeVisible();
    const sends = posts(requests).filter((request) => request.path.endsWith('/messages'));
    expect(sends).toHaveLength(2);
    expect((sends[1]?.body as { clientId: string }).clientId).toBe(
      (sends[0]?.body as { clientId: string }).clientId,
    );
  });

  it('signed out: opens the sign-in dialog instead, and sends nothing', async () => {
    const { requests } = fakeApi(pageRoutes);
    const { user } = renderApp(COACH_PAGE);
    expect(await screen.findByText('Sign in to send Emma an enquiry.')).toBeVisible();
    const enquire = screen.getByRole('button', { name: 'Enquire' });
    await user.click(enquire);

    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Enquire with Emma Thompson' })).toBeNull();
    expect(posts(requests)).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(enquire).toHaveFocus());
  });

  it('offers a coach no enquiry with themselves', async () => {
    setTokenCookie(makeToken({ sub: EMMA_ID, firstName: 'Emma' }));
    fakeApi(pageRoutes);
    renderApp(COACH_PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Emma Thompson' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Enquire' })).toBeNull();
  });
});
