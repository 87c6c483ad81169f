export {
  COURT_CELL_STATES,
  COURT_CELL_WORDS,
  CourtCellBox,
  CourtGridLegend,
  isChoosable,
  type CourtCellState,
} from './court-cell.tsx';
export {
  CourtGrid,
  CourtGridSkeleton,
  type CourtGridColumn,
  type CourtGridProps,
  type CourtGridRow,
} from './court-grid.tsx';
export { moveInGrid, type GridPosition } from './grid-moves.ts';
