import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as paidStories from './booking-paid.stories.tsx';
import * as splitStories from './split-payment-dialog.stories.tsx';

const split = composeStories(splitStories);
const { Paid } = composeStories(paidStories);

describe('paid booking story', () => {
  it('Paid shows the booking the machine output', () => {
    render(<Paid />);
    expect(screen.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    expect(screen.getByText('$52')).toBeVisible();
  });
});

describe('split payment stories: one per machine state', () => {
  const dialog = (name: string) => screen.getByRole('dialog', { name });
  const splitButton = () =>
    within(dialog('Invite friends')).getByRole('button', { name: /^(Split|Sending)/ });

  it('Confirmation offers to split the cost or not', () => {
    render(<split.Confirmation />);
    const confirmationDialog = dialog('Booking confirmed');
    expect(within(confirmationDialog).getByRole('button', { name: 'No, thanks' })).toBeVisible();
    expect(
      within(confirmationDialog).getByRole('button', { name: 'Yes, split the cost' }),
    ).toBeVisible();
  });

  it('InviteFriends disables the split until a friend is chosen; FriendsChosen splits three ways', () => {
    const { unmount } = render(<split.InviteFriends />);
    expect(splitButton()).toBeDisabled();
    unmount();
    render(<split.FriendsChosen />);
    expect(splitButton()).toHaveTextContent('Split 3 ways: $17.33 each');
    expect(splitButton()).toBeEnabled();
  });

  it('FriendsLoading, NoFriends, SplitFailed and Splitting', () => {
    const loading = render(<split.FriendsLoading />);
    expect(screen.getByText('Loading your friends...')).toBeVisible();
    loading.unmount();
    const none = render(<split.NoFriends />);
    expect(screen.getByText("You haven't added any friends yet")).toBeVisible();
    none.unmount();
    const failed = render(<split.SplitFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You can split the cost only with your friends',
    );
    failed.unmount();
    render(<split.Splitting />);
    expect(splitButton()).toHaveTextContent('Sending invitations...');
    expect(splitButton()).toBeDisabled();
  });

  it('InvitationSent, then the summaries with and without friends', () => {
    const sent = render(<split.InvitationSent />);
    expect(dialog('Invitation sent!')).toHaveTextContent(
      'Olivia Chen and Noah Patel were invited to pay $17.33 each.',
    );
    sent.unmount();
    const summary = render(<split.BookingConfirmed />);
    expect(dialog('Booking Confirmed!')).toHaveTextContent('You, Olivia Chen, Noah Patel');
    summary.unmount();
    render(<split.BookingConfirmedAlone />);
    expect(within(dialog('Booking Confirmed!')).getByText('You')).toBeVisible();
  });
});

describe('split stories opened later from Activity', () => {
  const dialog = () => screen.getByRole('dialog', { name: 'Invite friends' });

  it('SplitLater lists every friend and splits anew', () => {
    render(<split.SplitLater />);
    const friends = within(dialog()).getByRole('list', { name: 'Your friends' });
    expect(within(friends).getAllByRole('checkbox')).toHaveLength(3);
    expect(
      within(dialog()).getByRole('button', { name: 'Split 1 way: $52.00 each' }),
    ).toBeDisabled();
  });

  it('InviteAgain lists only the friend who declined, chosen, for their first amount', () => {
    render(<split.InviteAgain />);
    const friends = within(dialog()).getByRole('list', { name: 'Your friends' });
    expect(within(friends).getByRole('checkbox', { name: 'Olivia Chen' })).toBeChecked();
    expect(within(friends).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(dialog()).getByRole('button', { name: 'Invite again: $17.33' })).toBeEnabled();
  });

  it('InvitedAgain names only the friend just invited', () => {
    render(<split.InvitedAgain />);
    expect(screen.getByRole('dialog', { name: 'Invitation sent!' })).toHaveTextContent(
      'Olivia Chen was invited to pay $17.33.',
    );
  });
});
