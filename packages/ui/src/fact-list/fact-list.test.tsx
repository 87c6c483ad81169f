import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FactList } from './fact-list.tsx';

describe('FactList', () => {
  it('lists each term with its value, in order', () => {
    render(
      <FactList
        facts={[
          { term: 'Court', value: 'Court 1, MSAC' },
          { term: 'Duration', value: '2 hours' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Court', 'Duration']);
    expect(values).toEqual(['Court 1, MSAC', '2 hours']);
  });

  it('gives a value the id a control points at', () => {
    render(
      <>
        <FactList facts={[{ term: 'Attendees', value: '10/10 players', valueId: 'attendees' }]} />
        <button type="button" aria-describedby="attendees">
          Join
        </button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Join' })).toHaveAccessibleDescription(
      '10/10 players',
    );
  });

  it('sets the terms as small capitals in the label tone, and four columns when asked', () => {
    const { container } = render(
      <FactList tone="label" columns={4} facts={[{ term: 'Venue', value: 'MSAC' }]} />,
    );
    expect(container.querySelector('dl')).toHaveClass('lg:grid-cols-4');
    expect(within(container).getByRole('term')).toHaveClass('uppercase');
  });
});
