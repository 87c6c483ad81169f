import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LevelChip, PlacesChip, StatusChip, placesText } from './social-chips.tsx';

describe('placesText', () => {
  it('counts the places left, with a caution for the last one', () => {
    expect(placesText({ capacity: 8, taken: 5 })).toEqual({
      text: '3 places left',
      tone: 'neutral',
    });
    expect(placesText({ capacity: 8, taken: 7 })).toEqual({
      text: '1 place left',
      tone: 'caution',
    });
  });

  it('says a full social is full, and how many wait when some do', () => {
    expect(placesText({ capacity: 8, taken: 8, waiting: 3 })).toEqual({
      text: 'Full · 3 waiting',
      tone: 'muted',
    });
    expect(placesText({ capacity: 8, taken: 8 })).toEqual({ text: 'Full', tone: 'muted' });
  });

  it('never counts below zero when more are in than the capacity allows', () => {
    expect(placesText({ capacity: 4, taken: 6 }).text).toBe('Full');
  });
});

describe('chips', () => {
  it('puts the words on the chip, never colour alone', () => {
    render(
      <>
        <PlacesChip capacity={8} taken={7} />
        <LevelChip level="intermediate" />
        <StatusChip status="waitlisted" position={2} />
        <StatusChip status="offerOpen" />
      </>,
    );
    expect(screen.getByText('1 place left')).toHaveClass('text-caution');
    expect(screen.getByText('Intermediate')).toBeInTheDocument();
    expect(screen.getByText('Waitlist #2')).toBeInTheDocument();
    expect(screen.getByText('Offer open')).toBeInTheDocument();
  });
});
