/** A cell of a grid by its row and column index. */
export interface GridPosition {
  row: number;
  column: number;
}

/**
 * Where a key moves the focus in a grid of `rows` x `columns` cells, as the ARIA grid pattern
 * asks: arrows move one cell and stop at the edges, Home and End go to the row's first and last
 * cell, Ctrl+Home and Ctrl+End to the grid's first and last. null: the key is not a move.
 */
export function moveInGrid(
  from: GridPosition,
  key: string,
  size: { rows: number; columns: number },
  ctrl = false,
): GridPosition | null {
  const lastRow = size.rows - 1;
  const lastColumn = size.columns - 1;
  const clamp = (value: number, last: number) => Math.min(Math.max(value, 0), last);
  switch (key) {
    case 'ArrowLeft':
      return { ...from, column: clamp(from.column - 1, lastColumn) };
    case 'ArrowRight':
      return { ...from, column: clamp(from.column + 1, lastColumn) };
    case 'ArrowUp':
      return { ...from, row: clamp(from.row - 1, lastRow) };
    case 'ArrowDown':
      return { ...from, row: clamp(from.row + 1, lastRow) };
    case 'Home':
      return ctrl ? { row: 0, column: 0 } : { ...from, column: 0 };
    case 'End':
      return ctrl ? { row: lastRow, column: lastColumn } : { ...from, column: lastColumn };
    default:
      return null;
  }
}
