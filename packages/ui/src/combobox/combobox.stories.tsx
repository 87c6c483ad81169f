import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Combobox, type ComboboxProps } from './combobox.tsx';

type Player = { id: string; name: string; club: string };

const players: Player[] = [
  { id: 'p1', name: 'Jane Doe', club: 'Riverside Tennis Club' },
  { id: 'p2', name: 'Jack Smith', club: 'Northside Padel' },
  { id: 'p3', name: 'John Lee', club: 'Riverside Tennis Club' },
];

function matching(query: string): Player[] {
  const needle = query.trim().toLowerCase();
  return needle === ''
    ? []
    : players.filter((player) => player.name.toLowerCase().includes(needle));
}

/** Stands in for a server search: keeps the query and offers the players whose name matches. */
function PlayerSearch({ inputValue, onInputValueChange, ...props }: ComboboxProps<Player>) {
  const [query, setQuery] = useState(inputValue);
  return (
    <div className="w-80 max-w-full">
      <Combobox<Player>
        {...props}
        items={props.loading ? props.items : matching(query)}
        inputValue={query}
        onInputValueChange={(value) => {
          setQuery(value);
          onInputValueChange(value);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/Combobox',
  component: Combobox<Player>,
  tags: ['autodocs'],
  args: {
    id: 'story-player-search',
    label: 'Find a player',
    placeholder: 'Type a name',
    items: [],
    itemToString: (player) => player?.name ?? '',
    itemToKey: (player) => player.id,
    inputValue: '',
    onInputValueChange: fn(),
    onSelect: fn(),
    emptyText: 'No players found',
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 300 } } },
  render: (args) => <PlayerSearch {...args} />,
} satisfies Meta<typeof Combobox<Player>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithResults: Story = { args: { inputValue: 'j', defaultOpen: true } };
export const WithRichResults: Story = {
  args: {
    inputValue: 'riv',
    defaultOpen: true,
    renderItem: (player, { highlighted }) => (
      <span className="grid">
        <span className="font-medium">{player.name}</span>
        <span className={highlighted ? 'text-accent-foreground' : 'text-muted-foreground'}>
          {player.club}
        </span>
      </span>
    ),
  },
};
export const Loading: Story = { args: { inputValue: 'ja', loading: true, defaultOpen: true } };
export const NoResults: Story = { args: { inputValue: 'zz', defaultOpen: true } };
export const HiddenLabel: Story = { args: { hideLabel: true, placeholder: 'Search players' } };
