import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CourtCellState } from './court-cell.tsx';
import { CourtGrid, type CourtGridColumn, type CourtGridRow } from './court-grid.tsx';
import { moveInGrid } from './grid-moves.ts';

const rows: CourtGridRow[] = [
  { id: 'c1', name: 'Court 1' },
  { id: 'c2', name: 'Court 2' },
];
const columns: CourtGridColumn[] = [
  { id: '17:00', label: '5:00 PM', shortLabel: '5 PM' },
  { id: '18:00', label: '6:00 PM', shortLabel: '6 PM' },
  { id: '19:00', label: '7:00 PM', shortLabel: '7 PM' },
];
const states: Record<string, CourtCellState> = {
  'c1 17:00': 'past',
  'c1 18:00': 'taken',
  'c1 19:00': 'free',
  'c2 17:00': 'held',
  'c2 18:00': 'free',
  'c2 19:00': 'mine',
};

function renderGrid(chosenColumnId?: string) {
  const onChoose = vi.fn<(row: CourtGridRow, column: CourtGridColumn) => void>();
  render(
    <>
      <button type="button">Before</button>
      <CourtGrid
        label="Tennis courts at MSAC"
        rows={rows}
        columns={columns}
        stateOf={(row, column) => states[`${row.id} ${column.id}`] ?? 'free'}
        onChoose={onChoose}
        chosenColumnId={chosenColumnId}
        sport="tennis"
      />
      <button type="button">After</button>
    </>,
  );
  const chosen = () => onChoose.mock.calls.map(([row, column]) => [row.name, column.id]);
  return { onChoose, chosen, user: userEvent.setup() };
}

const cell = (name: string) => screen.getByRole('gridcell', { name });

describe('CourtGrid', () => {
  it('is a named grid of courts against hours, each cell named with its court, hour and state', () => {
    renderGrid();
    const grid = screen.getByRole('grid', { name: 'Tennis courts at MSAC' });
    expect(grid).toBeVisible();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Court',
      '5 PM',
      '6 PM',
      '7 PM',
    ]);
    expect(screen.getByRole('columnheader', { name: '6:00 PM' })).toBeVisible();
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'Court 1',
      'Court 2',
    ]);
    expect(
      screen.getAllByRole('gridcell').map((gridCell) => gridCell.getAttribute('aria-label')),
    ).toEqual([
      'Court 1, 5:00 PM, past',
      'Court 1, 6:00 PM, taken',
      'Court 1, 7:00 PM, free',
      'Court 2, 5:00 PM, held by someone else',
      'Court 2, 6:00 PM, free',
      'Court 2, 7:00 PM, held by you',
    ]);
    expect(cell('Court 1, 6:00 PM, taken')).toHaveAttribute('aria-disabled', 'true');
    expect(cell('Court 1, 7:00 PM, free')).not.toHaveAttribute('aria-disabled');
  });

  it('is one Tab stop, resting on the earliest free hour’s first free court', async () => {
    const { user } = renderGrid();
    await user.tab();
    await user.tab();
    expect(cell('Court 2, 6:00 PM, free')).toHaveFocus();
    expect(
      screen.getAllByRole('gridcell').filter((gridCell) => gridCell.tabIndex === 0),
    ).toHaveLength(1);
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('starts at the chosen hour’s first free court', async () => {
    const { user } = renderGrid('19:00');
    await user.tab();
    await user.tab();
    expect(cell('Court 1, 7:00 PM, free')).toHaveFocus();
  });

  it('moves with the arrows, Home and End, and stops at the edges', async () => {
    const { user } = renderGrid('18:00');
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(cell('Court 1, 6:00 PM, taken')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cell('Court 1, 6:00 PM, taken')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cell('Court 1, 7:00 PM, free')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(cell('Court 2, 7:00 PM, held by you')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cell('Court 2, 5:00 PM, held by someone else')).toHaveFocus();
    await user.keyboard('{End}');
    expect(cell('Court 2, 7:00 PM, held by you')).toHaveFocus();
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(cell('Court 1, 5:00 PM, past')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(cell('Court 1, 5:00 PM, past')).toHaveFocus();
    // The tab stop follows the focus: leaving and coming back lands where the person left.
    await user.tab();
    await user.tab({ shift: true });
    expect(cell('Court 1, 5:00 PM, past')).toHaveFocus();
  });

  it('chooses a free cell or one the person holds with Enter, Space or a click; never a taken one', async () => {
    const { user, chosen } = renderGrid('18:00');
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowUp}{Enter} ');
    await user.keyboard('{ArrowRight} ');
    await user.click(cell('Court 2, 7:00 PM, held by you'));
    await user.click(cell('Court 2, 5:00 PM, held by someone else'));
    await user.click(cell('Court 1, 5:00 PM, past'));
    expect(chosen()).toEqual([
      ['Court 2', '18:00'],
      ['Court 1', '19:00'],
      ['Court 2', '19:00'],
    ]);
  });
});

describe('moveInGrid', () => {
  const size = { rows: 3, columns: 4 };
  it('answers null for a key that is not a move', () => {
    expect(moveInGrid({ row: 1, column: 1 }, 'a', size)).toBeNull();
  });
  it('goes to the grid’s last cell with Ctrl+End', () => {
    expect(moveInGrid({ row: 0, column: 0 }, 'End', size, true)).toEqual({ row: 2, column: 3 });
  });
});
