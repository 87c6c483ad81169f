import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './player-card.stories.tsx';

const cases = Object.entries(composeStories(stories));

/** Every story of the player card renders, without React warnings (packages/ui does the same for the kit). */
describe('player card stories', () => {
  it.each(cases)('%s renders', async (_name, Story) => {
    const consoleError = vi.spyOn(console, 'error');
    const consoleWarn = vi.spyOn(console, 'warn');
    render(<Story />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('article')).toHaveAccessibleName();
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).not.toHaveBeenCalled();
  });

  it('keeps a busy button focusable but inert', () => {
    const { Adding } = composeStories(stories);
    render(<Adding />);
    expect(screen.getByRole('button', { name: 'Add Friend: Sam Lee' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
