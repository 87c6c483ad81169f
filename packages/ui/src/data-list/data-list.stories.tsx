import type { Meta, StoryObj } from '@storybook/react-vite';
import { Check, X } from 'lucide-react';
import { Badge } from '../badge/badge.tsx';
import { Button } from '../button/button.tsx';
import { DataList, type DataListColumn } from './data-list.tsx';

type Social = {
  id: string;
  name: string;
  venue: string;
  time: string;
  date: string;
  type: string;
  attendees: number;
  capacity: number;
  pending?: boolean;
};

const socials: Social[] = [
  {
    id: 'friday-smash',
    name: 'Friday Night Smash',
    venue: 'Riverside Tennis Club',
    time: '6:00 PM',
    date: '7 Mar 2025',
    type: 'Social',
    attendees: 6,
    capacity: 8,
  },
  {
    id: 'sunday-doubles',
    name: 'Sunday Doubles',
    venue: 'Westfield Community Courts and Recreation Ground',
    time: '10:00 AM',
    date: '9 Mar 2025',
    type: 'Round robin',
    attendees: 4,
    capacity: 12,
    pending: true,
  },
  {
    id: 'long-name',
    name: 'Supercalifragilisticexpialidocious Pickleball Ladder',
    venue: 'Central Park',
    time: '7:30 PM',
    date: '12 Mar 2025',
    type: 'Ladder',
    attendees: 16,
    capacity: 16,
  },
];

const socialColumns: DataListColumn<Social>[] = [
  {
    id: 'name',
    header: 'Social Name',
    primary: true,
    freeText: true,
    cell: (social) => (
      <span className="flex flex-wrap items-center gap-2">
        <a href={`#${social.id}`} className="rounded-sm underline-offset-4 hover:underline">
          {social.name}
        </a>
        {social.pending ? <Badge variant="secondary">Pending</Badge> : null}
      </span>
    ),
  },
  { id: 'venue', header: 'Venue', freeText: true, cell: (social) => social.venue },
  { id: 'time', header: 'Time', cell: (social) => social.time, className: 'sm:whitespace-nowrap' },
  {
    id: 'date',
    header: 'Start Date',
    cell: (social) => social.date,
    className: 'sm:whitespace-nowrap',
  },
  { id: 'type', header: 'Type', cell: (social) => social.type },
  {
    id: 'attendees',
    header: 'Attendees/Capacity',
    cell: (social) => `${social.attendees}/${social.capacity} players`,
  },
];

function SocialDetails({ social }: { social: Social }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div>
        <dt className="text-xs font-medium text-muted-foreground">Where</dt>
        <dd>{social.venue}</dd>
      </div>
      <div>
        <dt className="text-xs font-medium text-muted-foreground">Players</dt>
        <dd>
          {social.attendees} of {social.capacity} places taken
        </dd>
      </div>
    </dl>
  );
}

const meta = {
  title: 'Components/DataList',
  component: DataList<Social>,
  tags: ['autodocs'],
  args: {
    caption: 'Tennis socials',
    columns: socialColumns,
    items: socials,
    getKey: (social) => social.id,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DataList<Social>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Free-text columns wrap a word of any length; the other columns keep theirs whole. */
export const UnbrokenText: Story = {
  args: {
    items: [
      {
        ...socials[0]!,
        id: 'unbroken',
        name: 'Longest'.repeat(17),
        venue: 'RiversideTennisClubAndCommunityCourts'.repeat(3),
      },
      ...socials,
    ],
  },
};

export const Loading: Story = {
  args: { items: [], placeholder: 'Loading socials...', busy: true, minRows: 3 },
};

export const Empty: Story = {
  args: { items: [], placeholder: 'No socials found. Try another date.' },
};

/** The next page is on its way: the current rows stay, dimmed. */
export const Busy: Story = { args: { busy: true } };

export const Expandable: Story = {
  args: {
    renderDetails: (social) => <SocialDetails social={social} />,
    detailsLabel: (social) => `Details for ${social.name}`,
  },
};

export const Expanded: Story = {
  args: {
    ...Expandable.args,
    expandMode: 'single',
    defaultExpandedKeys: ['sunday-doubles'],
  },
};

type JoinRequest = { id: string; player: string; email: string; social: string };

const requests: JoinRequest[] = [
  { id: 'r1', player: 'Jane Doe', email: 'jane.doe@example.com', social: 'Friday Night Smash' },
  {
    id: 'r2',
    player: 'Alexander Montgomery-Smythe',
    email: 'alexander.montgomery-smythe.tennis@verylongdomainname.example.com',
    social: 'Sunday Doubles',
  },
];

const requestColumns: DataListColumn<JoinRequest>[] = [
  {
    id: 'player',
    header: 'Player',
    primary: true,
    cell: (request) => (
      <span className="grid">
        {request.player}
        <span className="text-sm font-normal wrap-anywhere text-muted-foreground">
          {request.email}
        </span>
      </span>
    ),
  },
  { id: 'social', header: 'Social', cell: (request) => `Requested for ${request.social}` },
  {
    id: 'actions',
    header: 'Actions',
    hideLabelOnCard: true,
    cell: (request) => (
      <span className="flex flex-wrap gap-2">
        <Button
          className="h-11 sm:h-8"
          size="sm"
          aria-label={`Accept ${request.player} for ${request.social}`}
        >
          <Check aria-hidden />
          Accept
        </Button>
        <Button
          className="h-11 sm:h-8"
          size="sm"
          variant="outline"
          aria-label={`Reject ${request.player} for ${request.social}`}
        >
          <X aria-hidden />
          Reject
        </Button>
      </span>
    ),
  },
];

export const WithActions: Story = {
  render: () => (
    <DataList
      caption="Requests"
      columns={requestColumns}
      items={requests}
      getKey={(request) => request.id}
    />
  ),
};
