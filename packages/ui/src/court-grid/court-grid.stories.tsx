import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { ThemePair } from '../storybook/theme-pair.tsx';
import { CourtCellBox, CourtGridLegend, type CourtCellState } from './court-cell.tsx';
import {
  CourtGrid,
  CourtGridSkeleton,
  type CourtGridColumn,
  type CourtGridProps,
  type CourtGridRow,
} from './court-grid.tsx';

const ROWS: CourtGridRow[] = [1, 2, 3].map((number) => ({
  id: `court-${number}`,
  name: `Court ${number}`,
}));
const COLUMNS: CourtGridColumn[] = Array.from({ length: 16 }, (_, index) => {
  const hour = 6 + index;
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const suffix = hour < 12 ? 'AM' : 'PM';
  return {
    id: `${String(hour).padStart(2, '0')}:00`,
    label: `${hour12}:00 ${suffix}`,
    shortLabel: `${hour12} ${suffix}`,
  };
});

/** A day with every state: the morning gone, some courts booked, one held by you, one by someone else. */
const MIXED: Record<string, Partial<Record<string, CourtCellState>>> = {
  'court-1': { '06:00': 'past', '07:00': 'past', '10:00': 'taken', '18:00': 'mine' },
  'court-2': { '06:00': 'past', '07:00': 'past', '11:00': 'held', '18:00': 'taken' },
  'court-3': { '06:00': 'past', '07:00': 'past', '09:00': 'taken', '19:00': 'taken' },
};
const mixedState: CourtGridProps['stateOf'] = (row, column) => MIXED[row.id]?.[column.id] ?? 'free';

const meta = {
  title: 'Components/CourtGrid',
  component: CourtGrid,
  tags: ['autodocs'],
  args: {
    label: 'Badminton courts at MSAC on 7 Mar 2026',
    rows: ROWS,
    columns: COLUMNS,
    stateOf: mixedState,
    sport: 'badminton',
    onChoose: () => {},
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CourtGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every court free all day. */
export const AllFree: Story = { args: { stateOf: () => 'free' } };

/** Every hour booked: no cell can be chosen. */
export const AllTaken: Story = { args: { stateOf: () => 'taken' } };

/** You hold Court 1 at 6 PM and 7 PM (a two-hour hold): filled with a check. */
export const HeldByYou: Story = {
  args: {
    stateOf: (row, column) =>
      row.id === 'court-1' && ['18:00', '19:00'].includes(column.id) ? 'mine' : 'free',
  },
};

/** Someone else holds Court 2 at 11 AM while they pay: striped with a clock. */
export const HeldBySomeoneElse: Story = {
  args: {
    stateOf: (row, column) => (row.id === 'court-2' && column.id === '11:00' ? 'held' : 'free'),
  },
};

/** Today: the hours gone by are dashed with a bar. */
export const PastHours: Story = {
  args: { stateOf: (_row, column) => (column.id < '12:00' ? 'past' : 'free') },
};

/** Every state at once, with the key. */
export const Mixed: Story = {
  render: (args) => (
    <div className="grid gap-3">
      <CourtGrid {...args} />
      <CourtGridLegend />
    </div>
  ),
};

/** 6 PM is the chosen time: its header stands out and the focus (a 2 px ring) starts there. */
export const FocusedAndChosen: Story = {
  args: { chosenColumnId: '18:00', stateOf: (row, column) => mixedState(row, column) },
  render: function FocusedGrid(args) {
    const box = useRef<HTMLDivElement>(null);
    useEffect(() => {
      box.current?.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')?.focus();
    }, []);
    return (
      <div ref={box}>
        <CourtGrid {...args} />
      </div>
    );
  },
};

/** While the courts load: the same size, so nothing moves when they come. */
export const Loading: Story = {
  render: () => <CourtGridSkeleton rows={3} columns={COLUMNS} />,
};

/** Each state's cell and the grid, on the light theme and on the dark one. */
export const AllStatesBothThemes: Story = {
  render: (args) => (
    <ThemePair>
      <div className="grid gap-3">
        <div className="flex flex-wrap gap-2">
          {(['free', 'taken', 'mine', 'held', 'past'] as const).map((state) => (
            <CourtCellBox key={state} state={state} />
          ))}
        </div>
        <CourtGridLegend />
        <CourtGrid {...args} chosenColumnId="18:00" columns={COLUMNS.slice(4, 14)} />
      </div>
    </ThemePair>
  ),
};
