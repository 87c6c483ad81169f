import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Combobox, type ComboboxProps } from './combobox.tsx';

type Player = { id: string; name: string };

const players: Player[] = [
  { id: 'p1', name: 'Jane Doe' },
  { id: 'p2', name: 'Jack Smith' },
  { id: 'p3', name: 'John Lee' },
];

/** Filters like a server search would, so the component only shows what it is given. */
function PlayerSearch({
  onSelect = () => {},
  onInputValueChange = () => {},
  clearOnSelect = false,
  ...props
}: Partial<ComboboxProps<Player>> & { clearOnSelect?: boolean }) {
  const [query, setQuery] = useState('');
  const results =
    query === ''
      ? []
      : players.filter((player) => player.name.toLowerCase().includes(query.toLowerCase()));
  return (
    <Combobox<Player>
      label="Find a player"
      items={results}
      itemToString={(player) => player?.name ?? ''}
      itemToKey={(player) => player.id}
      emptyText="No players found"
      {...props}
      inputValue={query}
      onInputValueChange={(value) => {
        setQuery(value);
        onInputValueChange(value);
      }}
      onSelect={(player) => {
        onSelect(player);
        if (clearOnSelect) setQuery('');
      }}
    />
  );
}

function searchBox() {
  return screen.getByRole('combobox', { name: 'Find a player' });
}

describe('Combobox', () => {
  it('is a combobox input named by its label, collapsed at first', () => {
    render(<PlayerSearch />);
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
    expect(searchBox()).toHaveAttribute('aria-autocomplete', 'list');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('keeps a hidden label as the accessible name', () => {
    render(<PlayerSearch hideLabel />);
    expect(screen.getByText('Find a player')).toHaveClass('sr-only');
    expect(searchBox()).toBeInTheDocument();
  });

  it('reports each keystroke and lists the results it is given', async () => {
    const onInputValueChange = vi.fn();
    render(<PlayerSearch onInputValueChange={onInputValueChange} />);
    await userEvent.type(searchBox(), 'ja');
    expect(onInputValueChange.mock.calls).toEqual([['j'], ['ja']]);
    expect(searchBox()).toHaveValue('ja');
    expect(searchBox()).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Find a player' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Jane Doe', 'Jack Smith']);
  });

  it('picks the highlighted result with the arrow keys and Enter', async () => {
    const onSelect = vi.fn();
    render(<PlayerSearch onSelect={onSelect} />);
    await userEvent.type(searchBox(), 'ja');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const jack = screen.getByRole('option', { name: 'Jack Smith' });
    expect(jack).toHaveAttribute('aria-selected', 'true');
    expect(searchBox()).toHaveAttribute('aria-activedescendant', jack.id);

    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(players[1]);
    expect(searchBox()).toHaveValue('Jack Smith');
    expect(screen.queryByRole('option')).toBeNull();
    expect(searchBox()).toHaveFocus();
  });

  it('picks a result that is clicked, and lets onSelect clear the input', async () => {
    const onSelect = vi.fn();
    render(<PlayerSearch onSelect={onSelect} clearOnSelect />);
    await userEvent.type(searchBox(), 'lee');
    await userEvent.click(screen.getByRole('option', { name: 'John Lee' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(players[2]);
    expect(searchBox()).toHaveValue('');
  });

  it('closes on Escape, keeping what was typed', async () => {
    const onSelect = vi.fn();
    render(<PlayerSearch onSelect={onSelect} />);
    await userEvent.type(searchBox(), 'ja');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('option')).toBeNull();
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
    expect(searchBox()).toHaveValue('ja');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('shows the empty text when a search finds nothing, and the loading text while searching', async () => {
    const { rerender } = render(<PlayerSearch />);
    await userEvent.type(searchBox(), 'zz');
    // Once in the popup and once in the live region.
    expect(screen.getByText('No players found', { selector: 'p' })).toBeInTheDocument();

    rerender(<PlayerSearch loading loadingText="Looking for players..." />);
    expect(screen.getByText('Looking for players...')).toBeInTheDocument();
    expect(screen.queryByText('No players found', { selector: 'p' })).toBeNull();
  });

  it('announces the result count, or the empty text, in a polite live region', async () => {
    const { rerender } = render(<PlayerSearch />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('');

    await userEvent.type(searchBox(), 'j');
    expect(status).toHaveTextContent('3 results');
    await userEvent.type(searchBox(), 'an');
    expect(status).toHaveTextContent('1 result');
    // The same count for another search is read again: the region's text changes.
    const before = status.textContent;
    await userEvent.type(searchBox(), 'e');
    expect(status).toHaveTextContent('1 result');
    expect(status.textContent).not.toBe(before);
    await userEvent.type(searchBox(), 'x');
    expect(status).toHaveTextContent('No players found');

    rerender(<PlayerSearch loading />);
    expect(status).toHaveTextContent('');
  });

  it('renders results with renderItem, telling it which one is highlighted', async () => {
    render(
      <PlayerSearch
        renderItem={(player, { highlighted }) => (
          <span>
            {player.name}
            {highlighted ? ' (highlighted)' : ''}
          </span>
        )}
      />,
    );
    await userEvent.type(searchBox(), 'ja');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Jane Doe (highlighted)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Jack Smith' })).toBeInTheDocument();
  });
});
