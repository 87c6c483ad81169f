import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { CALENDAR_TEXTS } from './calendar-feed-card.tsx';
import * as stories from './calendar-feed-card.stories.tsx';

const { Address, ConfirmingReset, Resetting, ResetFailed, Loading, Failed } =
  composeStories(stories);

describe('the Calendar card', () => {
  it('names the address field, says it is private, and offers Copy, Subscribe and Reset', async () => {
    const user = userEvent.setup();
    const onCopy = fn();
    const onResetOpenChange = fn();
    render(<Address onCopy={onCopy} onResetOpenChange={onResetOpenChange} />);
    const field = screen.getByRole('textbox', { name: CALENDAR_TEXTS.address });
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription(CALENDAR_TEXTS.private);
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toMatch(
      /^webcals:\/\/betterplay\.example\/api\/v1\/calendar\/\w+/,
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(onCopy).toHaveBeenCalledWith(field.getAttribute('value'));
    await user.click(screen.getByRole('button', { name: 'Reset address' }));
    expect(onResetOpenChange).toHaveBeenCalledWith(true);
  });

  it('asks before resetting, holds the button while resetting, and says why it failed', () => {
    const confirming = render(<ConfirmingReset />);
    const dialog = screen.getByRole('dialog', { name: CALENDAR_TEXTS.resetTitle });
    expect(dialog).toHaveAccessibleDescription(CALENDAR_TEXTS.resetBody);
    expect(within(dialog).getByRole('button', { name: CALENDAR_TEXTS.keep })).toBeVisible();
    confirming.unmount();

    const resetting = render(<Resetting />);
    expect(screen.getByRole('button', { name: CALENDAR_TEXTS.resetting })).toBeDisabled();
    resetting.unmount();

    render(<ResetFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent('The server could not be reached.');
  });

  it('shows loading, and a failure with a retry', () => {
    const loading = render(<Loading />);
    expect(screen.getByText(CALENDAR_TEXTS.loading)).toBeInTheDocument();
    loading.unmount();
    render(<Failed />);
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeVisible();
  });
});
