import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../lib/cn.ts';
import { sportStyle } from '../sport-icon/sport-identity.ts';
import { COURT_CELL_WORDS, CourtCellBox, isChoosable, type CourtCellState } from './court-cell.tsx';
import { moveInGrid, type GridPosition } from './grid-moves.ts';

export interface CourtGridRow {
  id: string;
  /** 'Court 2': the row's header and the start of each cell's name */
  name: string;
}

export interface CourtGridColumn {
  id: string;
  /** '6:00 PM': each cell's name says it */
  label: string;
  /** '6 PM': what the column's header shows (the label when not given) */
  shortLabel?: string;
}

export interface CourtGridProps {
  /** The grid's name, e.g. 'Badminton courts at MSAC on 7 Mar 2026'. */
  label: string;
  rows: readonly CourtGridRow[];
  columns: readonly CourtGridColumn[];
  stateOf: (row: CourtGridRow, column: CourtGridColumn) => CourtCellState;
  /** A free cell (or one the person holds) was clicked, or Enter or Space pressed on it. */
  onChoose?: (row: CourtGridRow, column: CourtGridColumn) => void;
  /** The column chosen elsewhere (a time): its header stands out and the tab stop starts there. */
  chosenColumnId?: string;
  /** Free cells take the sport's tone under the pointer and the focus. */
  sport?: string;
  className?: string;
}

const STICKY_CELL = 'sticky left-0 z-10 bg-card';
// The court names' column and the hours' row stay in view, so a focused cell scrolls clear of them.
const SCROLL_CONTAINER = 'overflow-auto overscroll-x-contain scroll-pt-14 scroll-pl-24';

type ActiveCell = { rowId: string; columnId: string } | null;

function positionOf(
  active: ActiveCell,
  rows: readonly CourtGridRow[],
  columns: readonly CourtGridColumn[],
) {
  if (active === null) return null;
  const row = rows.findIndex((candidate) => candidate.id === active.rowId);
  const column = columns.findIndex((candidate) => candidate.id === active.columnId);
  return row < 0 || column < 0 ? null : { row, column };
}

/** Where the tab stop rests before the person moves it: the chosen column's first choosable cell, else the earliest column's. */
function restingPosition(
  rows: readonly CourtGridRow[],
  columns: readonly CourtGridColumn[],
  stateOf: CourtGridProps['stateOf'],
  chosenColumnId: string | undefined,
): GridPosition {
  const chosen = columns.findIndex((column) => column.id === chosenColumnId);
  const choosableIn = (column: number) => {
    const at = columns[column];
    return at === undefined ? -1 : rows.findIndex((row) => isChoosable(stateOf(row, at)));
  };
  if (chosen >= 0) {
    const row = choosableIn(chosen);
    return { row: Math.max(row, 0), column: chosen };
  }
  for (let column = 0; column < columns.length; column++) {
    const row = choosableIn(column);
    if (row >= 0) return { row, column };
  }
  return { row: 0, column: 0 };
}

/**
 * Courts against the hours of a day: one row per court (its name stays in view), one column per
 * hour (the hours stay in view), each cell free, taken, held by the person, held by someone else
 * or past, in colour and with a mark. It scrolls inside its own box, never the page.
 * Keyboard: one Tab stop (roving tabindex); arrows, Home and End (with Ctrl, the grid's ends)
 * move; Enter or Space chooses a free cell. Each cell is named 'Court 2, 6:00 PM, free'.
 */
export function CourtGrid({
  label,
  rows,
  columns,
  stateOf,
  onChoose,
  chosenColumnId,
  sport,
  className,
}: CourtGridProps) {
  const [active, setActive] = useState<ActiveCell>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const resting = restingPosition(rows, columns, stateOf, chosenColumnId);
  const position = positionOf(active, rows, columns) ?? resting;

  // The resting cell's hour in view from the start (on a phone the grid shows a few hours):
  // the chosen time, or the first free hour, rather than the day's first, often past, hours.
  const boxRef = useRef<HTMLDivElement>(null);
  const restingColumn = resting.column;
  useEffect(() => {
    const box = boxRef.current;
    const headers = tableRef.current?.querySelectorAll<HTMLElement>('thead th');
    const courtNames = headers?.[0];
    const header = headers?.[restingColumn + 1];
    if (!box || !courtNames || !header) return;
    // Measured on screen, so borders and spacing count: the hour lands just right of the names.
    const hidden = header.getBoundingClientRect().left - courtNames.getBoundingClientRect().right;
    box.scrollLeft = Math.max(0, box.scrollLeft + hidden);
  }, [restingColumn, columns.length, rows.length]);

  const choose = (row: CourtGridRow, column: CourtGridColumn) => {
    if (isChoosable(stateOf(row, column))) onChoose?.(row, column);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const row = rows[position.row];
    const column = columns[position.column];
    if (row === undefined || column === undefined) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(row, column);
      return;
    }
    const size = { rows: rows.length, columns: columns.length };
    const next = moveInGrid(position, event.key, size, event.ctrlKey || event.metaKey);
    if (next === null) return;
    event.preventDefault();
    // Every cell is in the page already: focusing it makes it the tab stop (its onFocus).
    tableRef.current
      ?.querySelector<HTMLElement>(`[data-cell="${next.row}:${next.column}"]`)
      ?.focus();
  };

  return (
    <div
      ref={boxRef}
      data-slot="court-grid"
      style={sportStyle(sport)}
      className={cn('max-h-[70vh] rounded-lg border bg-card', SCROLL_CONTAINER, className)}
    >
      <table
        ref={tableRef}
        role="grid"
        aria-label={label}
        aria-rowcount={rows.length + 1}
        aria-colcount={columns.length + 1}
        onKeyDown={onKeyDown}
        className="w-full border-separate border-spacing-0 text-sm"
      >
        <thead>
          <tr role="row">
            <th
              role="columnheader"
              scope="col"
              className={cn(STICKY_CELL, 'top-0 z-20 w-24 min-w-24 px-2 py-2 text-left')}
            >
              Court
            </th>
            {columns.map((column) => {
              const chosen = column.id === chosenColumnId;
              return (
                <th
                  key={column.id}
                  role="columnheader"
                  scope="col"
                  aria-label={column.label}
                  className="sticky top-0 z-10 bg-card px-0.5 py-2 text-xs font-medium whitespace-nowrap tabular-nums"
                >
                  <span
                    className={cn(
                      'block rounded-sm px-1 py-0.5',
                      chosen && 'bg-(--sport-tint) font-bold text-(--sport-tone)',
                    )}
                  >
                    {column.shortLabel ?? column.label}
                  </span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={row.id} role="row">
              <th
                role="rowheader"
                scope="row"
                className={cn(STICKY_CELL, 'px-2 py-0.5 text-left font-medium')}
              >
                {row.name}
              </th>
              {columns.map((column, columnIndex) => {
                const state = stateOf(row, column);
                const isActive = rowIndex === position.row && columnIndex === position.column;
                return (
                  <td
                    key={column.id}
                    role="gridcell"
                    data-cell={`${rowIndex}:${columnIndex}`}
                    tabIndex={isActive ? 0 : -1}
                    aria-label={`${row.name}, ${column.label}, ${COURT_CELL_WORDS[state]}`}
                    aria-disabled={isChoosable(state) ? undefined : true}
                    onFocus={() => setActive({ rowId: row.id, columnId: column.id })}
                    onClick={() => choose(row, column)}
                    className={cn(
                      'group p-0.5 outline-none',
                      isChoosable(state) ? 'cursor-pointer' : 'cursor-default',
                    )}
                  >
                    <CourtCellBox state={state} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The grid's place while its rows load: the same header and cell sizes with `rows` rows of
 * placeholders, so nothing moves when the courts come. Hidden from assistive technology (the
 * page says it is loading).
 */
export function CourtGridSkeleton({
  rows,
  columns,
  className,
}: {
  rows: number;
  columns: readonly CourtGridColumn[];
  className?: string;
}) {
  return (
    <div
      data-slot="court-grid-skeleton"
      aria-hidden
      className={cn('max-h-[70vh] rounded-lg border bg-card', SCROLL_CONTAINER, className)}
    >
      <table className="w-full border-separate border-spacing-0 text-sm">
        <thead>
          <tr>
            <th className={cn(STICKY_CELL, 'top-0 z-20 w-24 min-w-24 px-2 py-2 text-left')}>
              Court
            </th>
            {columns.map((column) => (
              <th
                key={column.id}
                className="sticky top-0 z-10 bg-card px-0.5 py-2 text-xs font-medium whitespace-nowrap tabular-nums"
              >
                <span className="block px-1 py-0.5">{column.shortLabel ?? column.label}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row}>
              <th className={cn(STICKY_CELL, 'px-2 py-0.5 text-left')}>
                <span className="block h-4 w-16 animate-pulse rounded bg-muted motion-reduce:animate-none" />
              </th>
              {columns.map((column) => (
                <td key={column.id} className="p-0.5">
                  <span className="block h-11 min-w-11 animate-pulse rounded-md bg-muted motion-reduce:animate-none" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
