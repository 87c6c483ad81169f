import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './player-card.stories.tsx';

const cases = Object.entries(composeStories(stories));

// Every story renders without a warning in src/stories.test.tsx; these check what each state shows.
describe('player card stories', () => {
  it.each(cases)('%s names the player card', (_name, Story) => {
    render(<Story />);
    expect(screen.getByRole('article')).toHaveAccessibleName();
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
