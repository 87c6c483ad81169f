import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { ApiError } from '../lib/api-client.ts';
import { FailureState } from './query-state.tsx';

const meta = {
  title: 'App/FailureState',
  component: FailureState,
  tags: ['autodocs'],
  args: {
    error: new ApiError('Social not found', 404, 'SOCIAL_NOT_FOUND'),
    notFound: {
      text: 'Social not found',
      reason: 'This social does not exist or was removed.',
      linkText: 'Browse socials',
      to: '/sports',
    },
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div className="w-[24rem] max-w-full">
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof FailureState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An address naming a social the server does not know: what is missing and the way on. */
export const NotFound: Story = {};

/** An id that is not an id at all reads the same: never the validation text. */
export const MalformedId: Story = {
  args: {
    error: new ApiError('id must be a valid id', 400, 'VALIDATION_FAILED'),
  },
};

/** Someone else's conversation. */
export const NotYours: Story = {
  args: {
    error: new ApiError('You are not a member of this conversation', 403, 'NOT_A_MEMBER'),
    notFound: {
      text: 'Conversation not found',
      reason: 'This conversation is not yours or no longer exists.',
      linkText: 'Back to chats',
      to: '/chat',
    },
  },
};

/** Another refusal shows its own words and the way on, without 'Try again'. */
export const Refused: Story = {
  args: {
    error: new ApiError(
      'You cannot start a conversation with yourself',
      400,
      'CANNOT_CHAT_WITH_SELF',
    ),
  },
};

/** A server fault or no answer: asking again may help. */
export const ServerFault: Story = {
  args: {
    error: new ApiError('Something went wrong on our side. Please try again.', 500, 'INTERNAL'),
  },
};
