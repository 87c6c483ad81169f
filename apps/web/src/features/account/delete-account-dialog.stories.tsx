import { blockingSocialPath, errorMessage } from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

const WRONG = errorMessage('WRONG_PASSWORD');
const BLOCKING = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Friday Night Smash',
    path: '/sports/badminton/social?id=11111111-1111-4111-8111-111111111111',
  },
  {
    id: '33333333-3333-4333-8333-333333333333',
    name: 'Sunday Doubles',
    path: '/sports/tennis/social?id=33333333-3333-4333-8333-333333333333',
  },
];

/** 'Delete my account': what deleting does, the password, and why the server may refuse. */
const meta = {
  title: 'Account/DeleteAccountDialog',
  component: DeleteAccountDialog,
  tags: ['autodocs'],
  args: {
    open: false,
    onOpenChange: fn(),
    deleting: false,
    failure: null,
    blockingSocials: [],
    onDelete: fn(),
  },
  // The socials it names are links into the app.
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof DeleteAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button, as the profile's account card shows it. */
export const Closed: Story = {};

/** What happens to places, requests, bookings, cards, photo and messages; then the password. */
export const Asking: Story = { args: { open: true } };

/** The request is on its way. */
export const Deleting: Story = { args: { open: true, deleting: true } };

/** The password was not right: the message under the field. */
export const WrongPassword: Story = {
  args: {
    open: true,
    failure: { message: WRONG, details: [{ path: 'password', message: WRONG }] },
  },
};

/** Other players are going to socials the person organises: each is named, with its page. */
export const OrganiserHasPlayers: Story = {
  args: {
    open: true,
    failure: {
      message: errorMessage('ORGANISER_HAS_PLAYERS', {
        socials: 'Friday Night Smash, Sunday Doubles',
      }),
      details: BLOCKING.map(({ id, name }) => ({
        path: blockingSocialPath({ category: 'badminton', id }),
        message: name,
      })),
    },
    blockingSocials: BLOCKING,
  },
};
