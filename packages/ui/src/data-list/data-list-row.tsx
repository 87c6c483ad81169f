import type { MouseEvent, ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { Button } from '../button/button.tsx';
import { cn } from '../lib/cn.ts';
import type { DataListColumn } from './data-list.tsx';

type RowDetails = {
  expanded: boolean;
  onToggle(): void;
  label: string | undefined;
  render(): ReactNode;
};

type DataListRowProps<T> = {
  item: T;
  columns: DataListColumn<T>[];
  /** Unique in the document: prefixes the ids the toggle refers to. */
  rowId: string;
  details: RowDetails | undefined;
};

const INTERACTIVE =
  'a, button, input, select, textarea, label, summary, [role="button"], [role="link"], [tabindex]';

/**
 * A click on the row's plain area toggles it; one on something interactive inside it (a link, a
 * button, the toggle itself) or on something portalled out of it (a dialog opened from a cell) is
 * that element's own, and so is a click that ends a text selection.
 */
function isPlainRowClick(event: MouseEvent<HTMLTableRowElement>): boolean {
  const row = event.currentTarget;
  const target = event.target;
  if (!(target instanceof Element) || !row.contains(target)) return false;
  const interactive = target.closest(INTERACTIVE);
  if (interactive !== null && row.contains(interactive)) return false;
  return window.getSelection()?.isCollapsed ?? true;
}

export function DataListRow<T>({ item, columns, rowId, details }: DataListRowProps<T>) {
  const declaredPrimary = columns.findIndex((column) => column.primary);
  const primaryIndex = declaredPrimary === -1 ? 0 : declaredPrimary;
  const rowHeaderId = `${rowId}-header`;
  const toggleId = `${rowId}-toggle`;
  const detailsId = `${rowId}-details`;
  const expandable = details !== undefined;

  return (
    <>
      <tr
        role="row"
        onClick={
          details === undefined
            ? undefined
            : (event) => {
                if (isPlainRowClick(event)) details.onToggle();
              }
        }
        className={cn(
          'grid gap-3 p-4 sm:table-row sm:p-0',
          expandable
            ? 'cursor-pointer grid-cols-[minmax(0,1fr)_auto] hover:bg-muted/40'
            : 'grid-cols-1',
          details?.expanded && 'bg-muted/30',
        )}
      >
        {columns.map((column, index) => {
          const content = column.cell(item);
          if (index === primaryIndex) {
            return (
              <th
                key={column.id}
                id={rowHeaderId}
                role="rowheader"
                scope="row"
                className={cn(
                  'row-start-1 block min-w-0 text-left text-base font-semibold sm:table-cell sm:px-4 sm:py-3 sm:align-middle sm:text-sm sm:font-medium',
                  column.freeText && 'sm:wrap-anywhere',
                  column.className,
                )}
              >
                {content}
              </th>
            );
          }
          return (
            <td
              key={column.id}
              role="cell"
              className={cn(
                'block min-w-0 sm:table-cell sm:px-4 sm:py-3 sm:align-middle',
                expandable && 'col-span-2',
                column.freeText && 'sm:wrap-anywhere',
                column.className,
              )}
            >
              {column.hideLabelOnCard ? null : (
                // Screen readers get the column header instead.
                <span
                  aria-hidden="true"
                  className="mb-0.5 block text-xs font-medium text-muted-foreground sm:hidden"
                >
                  {column.header}
                </span>
              )}
              {content}
            </td>
          );
        })}
        {details === undefined ? null : (
          <td
            role="cell"
            className="col-start-2 row-start-1 block max-sm:-mt-2 max-sm:-mr-2 sm:table-cell sm:w-px sm:px-2 sm:py-1 sm:text-right sm:align-middle"
          >
            <Button
              id={toggleId}
              type="button"
              variant="ghost"
              size="icon"
              className="size-11 sm:size-9"
              aria-expanded={details.expanded}
              aria-controls={detailsId}
              aria-label={details.label}
              aria-labelledby={
                details.label === undefined ? `${toggleId} ${rowHeaderId}` : undefined
              }
              onClick={details.onToggle}
            >
              <ChevronDown
                aria-hidden
                className={cn(
                  'transition-transform motion-reduce:transition-none',
                  details.expanded && 'rotate-180',
                )}
              />
              <span className="sr-only">Details</span>
            </Button>
          </td>
        )}
      </tr>
      {details === undefined ? null : (
        // Always present, so the toggle's aria-controls never points at nothing.
        <tr
          id={detailsId}
          role="row"
          hidden={!details.expanded}
          className="block border-t bg-muted/30 sm:table-row"
        >
          {details.expanded ? (
            <td role="cell" colSpan={columns.length + 1} className="block p-4 sm:table-cell">
              {details.render()}
            </td>
          ) : null}
        </tr>
      )}
    </>
  );
}
