import { describe, expect, it } from 'vitest';
import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { BackLink } from '../back-link/back-link.tsx';
import { PageHeader } from './page-header.tsx';

describe('PageHeader', () => {
  it('names the page with an h1 and shows the back link, description and actions', () => {
    render(
      <PageHeader
        title="Your Social Events"
        description="Everything you organise"
        back={<BackLink href="/organiser">Back to Dashboard</BackLink>}
        actions={<button type="button">Add new Social</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your Social Events' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/organiser',
    );
    expect(screen.getByText('Everything you organise')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add new Social' })).toBeVisible();
  });

  it('hands the h1 to headingRef and lets script, not Tab, focus it', () => {
    const headingRef = createRef<HTMLHeadingElement>();
    render(<PageHeader title="Tennis Socials" headingRef={headingRef} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Tennis Socials' });
    expect(headingRef.current).toBe(heading);
    expect(heading).toHaveAttribute('tabindex', '-1');
    headingRef.current?.focus();
    expect(heading).toHaveFocus();
  });
});
