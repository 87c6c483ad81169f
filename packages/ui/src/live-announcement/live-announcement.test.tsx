import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useLiveAnnouncement } from './live-announcement.ts';

function Region({ changeKey, message }: { changeKey: string; message: string | null }) {
  return <p role="status">{useLiveAnnouncement(changeKey, message)}</p>;
}

/** The region's exact text, no-break spaces included. */
const said = () => screen.getByRole('status').textContent;

describe('useLiveAnnouncement', () => {
  it('says nothing about the change it mounts with, even once its message is known', () => {
    const { rerender } = render(<Region changeKey="all" message={null} />);
    expect(said()).toBe('');
    rerender(<Region changeKey="all" message="12 socials found" />);
    expect(said()).toBe('');
  });

  it('announces a new change once its message is known, and only once', () => {
    const { rerender } = render(<Region changeKey="all" message="12 socials found" />);
    rerender(<Region changeKey="smash" message={null} />);
    expect(said()).toBe('');
    rerender(<Region changeKey="smash" message="2 socials found" />);
    expect(said()).toBe('2 socials found');
    // Later news about the same change (a live update) is not read out as a new answer.
    rerender(<Region changeKey="smash" message="3 socials found" />);
    expect(said()).toBe('2 socials found');
    rerender(<Region changeKey="page 2" message={null} />);
    expect(said()).toBe('2 socials found');
    rerender(<Region changeKey="page 2" message="Page 2 of 3" />);
    expect(said()).toBe('Page 2 of 3');
  });

  it('changes the text of the same message for a new change, so it is read again', () => {
    const { rerender } = render(<Region changeKey="all" message={null} />);
    rerender(<Region changeKey="weekly" message="12 socials found" />);
    expect(said()).toBe('12 socials found');
    rerender(<Region changeKey="monthly" message="12 socials found" />);
    expect(said()).toBe('12 socials found\u00a0');
    rerender(<Region changeKey="one time" message="12 socials found" />);
    expect(said()).toBe('12 socials found');
    rerender(<Region changeKey="closed" message="" />);
    rerender(<Region changeKey="closed again" message="" />);
    expect(said()).toBe('');
  });
});
