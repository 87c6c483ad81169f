import {
  chatMessageSchema,
  coachProfileSchema,
  conversationSummarySchema,
} from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answer, fail, hold, recordRequests } from '../../storybook/api-mocks.ts';
import {
  AppAt,
  asPlayer,
  asVisitor,
  onDesktop,
  onTablet,
  PAGE_PARAMETERS,
  signedInHandlers,
  onPhone,
} from '../../storybook/page-story.tsx';
import { emmaProfile, makeConversation } from './training-story-data.ts';

const COACH = '/training/coaches/:coachId';
const CONVERSATION = makeConversation();
const EMMA_PAGE = `/training/tennis/venue/msac/coach/${emmaProfile.id}`;

/** The enquiry is a chat message: the conversation with Emma is opened, then the message sent. */
const openConversation = answer('/user/conversations', conversationSummarySchema, CONVERSATION, {
  method: 'post',
  status: 201,
});
const sentMessage = chatMessageSchema.parse({
  id: '41',
  conversationId: CONVERSATION.id,
  clientId: 'story-enquiry',
  sender: { id: 'alex', firstName: 'Alex', lastName: 'Morgan', avatar: '' },
  body: 'Hi Emma, do you have a Saturday morning session free?',
  createdAt: '2030-05-01T10:00:00.000Z',
});
const messages = recordRequests(() =>
  HttpResponse.json({ message: 'Created', data: sentMessage }, { status: 201 }),
);
const sendMessage = http.post(
  '*/api/v1/user/conversations/:conversationId/messages',
  messages.record,
);

const findHeading = (page: ReturnType<typeof within>) =>
  page.findByRole('heading', { level: 1, name: 'Emma Thompson' }, { timeout: 5000 });

/** /training/tennis/venue/msac/coach/{id}: a coach's profile, schedule and the enquiry. */
const meta = {
  title: 'Pages/Coach',
  globals: onPhone,
  component: AppAt,
  args: { path: EMMA_PAGE },
  parameters: {
    ...PAGE_PARAMETERS,
    msw: [...signedInHandlers, answer(COACH, coachProfileSchema, emmaProfile)],
  },
  beforeEach: asPlayer,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Emma's facts, bio and weekly schedule, and the Enquire button. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await findHeading(page);
    await expect(page.getByRole('link', { name: 'Back to MSAC' })).toHaveAttribute(
      'href',
      '/training/tennis/venue/msac',
    );
    await expect(page.getByRole('button', { name: 'Enquire' })).toBeVisible();
  },
};

/** The coach is on the way: the back link and a loading line. */
export const Loading: Story = {
  parameters: { msw: [...signedInHandlers, hold(COACH)] },
};

/** The coach failed to load: the API's message and a way to try again. */
export const Error: Story = {
  parameters: { msw: [...signedInHandlers, fail(COACH, 500, 'Something went wrong')] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByText('Something went wrong', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A coach the API does not know, or who no longer teaches there. */
export const NotFound: Story = {
  args: { path: '/training/tennis/venue/msac/coach/nobody' },
  parameters: {
    msw: [...signedInHandlers, fail(COACH, 404, 'Coach not found', { code: 'COACH_NOT_FOUND' })],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByText(
        'This coach does not exist or no longer teaches here.',
        {},
        {
          timeout: 5000,
        },
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Tennis venues' })).toBeVisible();
  },
};

/** A visitor sees the profile; the Enquire button asks them to sign in first. */
export const SignedOut: Story = {
  beforeEach: asVisitor,
  parameters: { msw: [answer(COACH, coachProfileSchema, emmaProfile)] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await findHeading(page);
    await expect(page.getByText('Sign in to send Emma an enquiry.')).toBeVisible();
  },
};

export const Tablet: Story = { globals: onTablet };

export const Desktop: Story = { globals: onDesktop };

/** Alex writes to Emma: the message goes into their chat and the page says it was sent. */
export const Enquire: Story = {
  parameters: {
    msw: [
      ...signedInHandlers,
      answer(COACH, coachProfileSchema, emmaProfile),
      openConversation,
      sendMessage,
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await findHeading(page);
    await userEvent.click(page.getByRole('button', { name: 'Enquire' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Enquire with Emma Thompson' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Message' }), sentMessage.body);
    const sentBefore = messages.bodies.length;
    await userEvent.click(dialog.getByRole('button', { name: 'Send Enquiry' }));

    await expect(await page.findByRole('dialog', { name: 'Message Sent' })).toBeInTheDocument();
    await waitFor(() =>
      expect(messages.bodies.slice(sentBefore)).toEqual([
        { clientId: expect.any(String), body: sentMessage.body },
      ]),
    );
  },
};
