import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataList, type DataListColumn, type DataListProps } from './data-list.tsx';

type Social = { id: string; name: string; venue: string };

const socials: Social[] = [
  { id: 'friday', name: 'Friday Smash', venue: 'Riverside' },
  { id: 'sunday', name: 'Sunday Doubles', venue: 'Westfield' },
];

const columns: DataListColumn<Social>[] = [
  {
    id: 'name',
    header: 'Social Name',
    primary: true,
    cell: (social) => <a href={`/socials/${social.id}`}>{social.name}</a>,
  },
  { id: 'venue', header: 'Venue', cell: (social) => social.venue },
];

function SocialsList(props: Partial<DataListProps<Social>>) {
  return (
    <DataList
      caption="Tennis socials"
      columns={columns}
      items={socials}
      getKey={(social) => social.id}
      {...props}
    />
  );
}

const expandable = {
  renderDetails: (social: Social) => <p>Plays at {social.venue} every week</p>,
  detailsLabel: (social: Social) => `Details for ${social.name}`,
};

describe('DataList', () => {
  it('is a table named by its caption with column headers and one row header per item', () => {
    render(<SocialsList />);
    const table = screen.getByRole('table', { name: 'Tennis socials' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Social Name', 'Venue']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Friday Smash', 'Sunday Doubles']);
    const friday = screen.getByRole('row', { name: /Friday Smash/ });
    expect(within(friday).getByRole('cell')).toHaveTextContent('Riverside');
    expect(within(friday).getByRole('link', { name: 'Friday Smash' })).toHaveAttribute(
      'href',
      '/socials/friday',
    );
  });

  it('keeps the phone-card column labels away from screen readers', () => {
    render(<SocialsList />);
    const friday = screen.getByRole('row', { name: /Friday Smash/ });
    // The visible "Venue" label is aria-hidden, so the cell is named by its content only.
    expect(within(friday).getByRole('cell', { name: 'Riverside' })).toBeInTheDocument();
    expect(within(friday).getByText('Venue')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the placeholder across all columns when there are no items', () => {
    render(<SocialsList items={[]} placeholder="No socials found" busy />);
    const table = screen.getByRole('table', { name: 'Tennis socials' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    const cell = screen.getByRole('cell', { name: 'No socials found' });
    expect(cell).toHaveAttribute('colspan', '2');
    expect(screen.queryAllByRole('rowheader')).toHaveLength(0);
  });

  it('has no toggles unless rows are expandable', () => {
    render(<SocialsList />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens and closes a row with its toggle, which reports its state and what it controls', async () => {
    render(<SocialsList {...expandable} />);
    const toggle = screen.getByRole('button', { name: 'Details for Friday Smash' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Plays at Riverside every week')).toBeNull();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const detailsCell = screen.getByRole('cell', { name: 'Plays at Riverside every week' });
    expect(detailsCell).toHaveAttribute('colspan', '3');
    expect(toggle).toHaveAttribute('aria-controls', detailsCell.closest('tr')?.id);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Plays at Riverside every week')).toBeNull();
  });

  it('opens several rows at once by default', async () => {
    render(<SocialsList {...expandable} />);
    await userEvent.click(screen.getByRole('button', { name: 'Details for Friday Smash' }));
    await userEvent.click(screen.getByRole('button', { name: 'Details for Sunday Doubles' }));
    expect(screen.getByText('Plays at Riverside every week')).toBeInTheDocument();
    expect(screen.getByText('Plays at Westfield every week')).toBeInTheDocument();
  });

  it('closes the open row when another opens in single mode', async () => {
    render(<SocialsList {...expandable} expandMode="single" />);
    await userEvent.click(screen.getByRole('button', { name: 'Details for Friday Smash' }));
    await userEvent.click(screen.getByRole('button', { name: 'Details for Sunday Doubles' }));
    expect(screen.queryByText('Plays at Riverside every week')).toBeNull();
    expect(screen.getByText('Plays at Westfield every week')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Details for Friday Smash' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('toggles when the plain part of a row is clicked', async () => {
    render(<SocialsList {...expandable} />);
    await userEvent.click(screen.getByRole('cell', { name: 'Westfield' }));
    expect(screen.getByText('Plays at Westfield every week')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Details for Sunday Doubles' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('leaves the row alone when a link inside it is clicked', async () => {
    const onLinkClick = vi.fn((event: Event) => event.preventDefault());
    render(<SocialsList {...expandable} />);
    const link = screen.getByRole('link', { name: 'Friday Smash' });
    link.addEventListener('click', onLinkClick);
    await userEvent.click(link);
    expect(onLinkClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Plays at Riverside every week')).toBeNull();
    expect(screen.getByRole('button', { name: 'Details for Friday Smash' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens with the keyboard, the rows themselves not being tab stops', async () => {
    render(<SocialsList {...expandable} />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Friday Smash' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Details for Friday Smash' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Plays at Riverside every week')).toBeInTheDocument();
  });

  it('names a toggle after its row header when no label is given', () => {
    render(<SocialsList renderDetails={expandable.renderDetails} />);
    expect(screen.getByRole('button', { name: 'Details Sunday Doubles' })).toBeInTheDocument();
  });

  it('starts with the given rows open', () => {
    render(<SocialsList {...expandable} defaultExpandedKeys={['sunday']} />);
    expect(screen.getByText('Plays at Westfield every week')).toBeInTheDocument();
    expect(screen.queryByText('Plays at Riverside every week')).toBeNull();
  });
});
