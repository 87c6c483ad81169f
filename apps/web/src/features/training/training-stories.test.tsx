import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as coachCardStories from './coach-card.stories.tsx';

const { Default, NoImage, LongQualification } = composeStories(coachCardStories);

describe('coach card stories', () => {
  it.each([
    ['Default', Default],
    ['NoImage', NoImage],
    ['LongQualification', LongQualification],
  ])('%s renders the coach with a link to their page', (_name, Story) => {
    const consoleError = vi.spyOn(console, 'error');
    render(<Story />);
    expect(screen.getByRole('link', { name: /Emma Thompson|Liam O’Brien/ })).toHaveAttribute(
      'href',
      '/training/badminton/venue/msac/coach/5b0c8d1e',
    );
    expect(screen.getByText(/per hour/)).toHaveTextContent('$35 per hour');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows initials without a picture', () => {
    render(<NoImage />);
    expect(screen.getByRole('img', { name: 'Emma Thompson' })).toHaveTextContent('ET');
  });
});
