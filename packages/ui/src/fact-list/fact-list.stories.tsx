import type { Meta, StoryObj } from '@storybook/react-vite';
import { FactList } from './fact-list.tsx';

const meta = {
  title: 'Components/FactList',
  component: FactList,
  tags: ['autodocs'],
  args: {
    facts: [
      { term: 'Venue', value: 'Riverside Tennis Club' },
      { term: 'Date', value: 'Fri, 7 Mar 2025' },
      { term: 'Time', value: '6:00 PM' },
      { term: 'Attendees/Capacity', value: '3/10 players' },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FactList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page's facts, as a social's or a profile's. */
export const Plain: Story = {};

/** Small-capital terms, as a booking's facts in a card. */
export const Labelled: Story = {
  args: {
    tone: 'label',
    facts: [
      { term: 'Court', value: 'Court 1, MSAC' },
      { term: 'Date', value: 'Thu, 1 May 2030' },
      { term: 'Time', value: '2:00 PM' },
      { term: 'Duration', value: '2 hours' },
    ],
  },
};

/** Values with lines of their own, four columns on a wide screen, as an expanded row's details. */
export const MixedFourColumns: Story = {
  args: {
    tone: 'mixed',
    columns: 4,
    facts: [
      {
        term: 'Venue',
        value: (
          <>
            <span className="font-medium">Riverside Tennis Club</span>
            <span className="text-muted-foreground">12 River Rd, Richmond</span>
          </>
        ),
      },
      { term: 'Date and time', value: 'Fri, 7 Mar 2025, 6:00 PM' },
      { term: 'Attendees', value: '3 / 10' },
      { term: 'Price per player', value: '$12.50' },
    ],
  },
};
