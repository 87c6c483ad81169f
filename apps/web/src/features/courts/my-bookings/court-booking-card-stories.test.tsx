import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './court-booking-card.stories.tsx';

const {
  NotSplit,
  SplitLater,
  InviteAgainBesidePending,
  EveryFriendDeclined,
  PastWithExpiredShares,
} = composeStories(stories);

const which = 'Court 1 at MSAC, 8 Mar 2099';
const offers = () => screen.queryAllByRole('button', { name: /^(Split the cost|Invite again)/ });

describe('court booking card: splitting later', () => {
  it("SplitLater offers 'Split the cost', which asks to split that booking", async () => {
    render(<SplitLater />);
    const button = screen.getByRole('button', { name: `Split the cost: ${which}` });
    expect(button).toHaveTextContent('Split the cost');
    await userEvent.click(button);
    expect(SplitLater.args.onSplit).toHaveBeenCalledWith(
      { booking: expect.objectContaining({ id: SplitLater.args.bookings?.[0]?.id }) },
      button,
    );
  });

  it("InviteAgainBesidePending offers 'Invite again' beside the declined share only", async () => {
    render(<InviteAgainBesidePending />);
    expect(offers()).toHaveLength(1);
    const sam = screen.getAllByRole('listitem')[1];
    if (!sam) throw new Error('no share of Sam');
    const button = within(sam).getByRole('button', { name: `Invite again: Sam Lee, ${which}` });
    await userEvent.click(button);
    expect(InviteAgainBesidePending.args.onSplit).toHaveBeenCalledWith(
      expect.objectContaining({ friendId: 'user-3' }),
      button,
    );
  });

  it('EveryFriendDeclined offers both; a list without onSplit or a past booking offers neither', () => {
    const every = render(<EveryFriendDeclined />);
    expect(offers().map((button) => button.textContent)).toEqual([
      'Invite again',
      'Invite again',
      'Split the cost',
    ]);
    every.unmount();
    const plain = render(<NotSplit />);
    expect(offers()).toHaveLength(0);
    plain.unmount();
    render(<PastWithExpiredShares onSplit={() => {}} />);
    expect(offers()).toHaveLength(0);
  });
});
