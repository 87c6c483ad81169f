import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { DataListRow } from './data-list-row.tsx';

export type DataListColumn<T> = {
  id: string;
  header: string;
  cell(item: T): ReactNode;
  /** Exactly one column: rendered as the row header and, on phones, as the card's title. */
  primary?: boolean;
  /** Hides the column label on phone cards, e.g. for a column of action buttons. */
  hideLabelOnCard?: boolean;
  /** Added to the column's header and body cells. */
  className?: string;
  /**
   * Holds text people type (a name, an email, a message): it wraps anywhere in the wide table.
   * Other columns keep their words whole and the table scrolls sideways inside its own box.
   */
  freeText?: boolean;
};

export type DataListProps<T> = {
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  columns: DataListColumn<T>[];
  items: T[];
  getKey(item: T): string;
  /** Shown in the body while `items` is empty: loading, empty or error text. */
  placeholder?: ReactNode;
  /**
   * Marks the table busy, e.g. while the next page loads: a bar runs along its top. The rows keep
   * their colours (dimmed, their text fell under 4.5:1).
   */
  busy?: boolean;
  /** Makes rows expandable: a toggle in the last column opens a details row under the row. */
  renderDetails?(item: T): ReactNode;
  /** Accessible name of a row's toggle; by default "Details" followed by the row header. */
  detailsLabel?(item: T): string;
  /** 'single' closes the open row when another opens. */
  expandMode?: 'single' | 'multiple';
  /** Keys of the rows open at first render. */
  defaultExpandedKeys?: string[];
  /** Reserve this many rows' height while the placeholder shows, so arriving data does not shift the page. */
  minRows?: number;
  className?: string;
};

// Custom properties are not part of CSSProperties.
type StyleWithVariables = CSSProperties & Record<`--${string}`, string>;

/** Rough row heights in rem: a phone card grows with its columns, a wide row is one line. */
function reservedHeights<T>(columns: DataListColumn<T>[], minRows: number): StyleWithVariables {
  const cardRem = columns.reduce(
    (height, column) =>
      column.primary ? height : height + 2.25 + (column.hideLabelOnCard ? 0 : 1),
    2 + 1.75 + 0.75,
  );
  return {
    '--data-list-phone-height': `${minRows * cardRem}rem`,
    '--data-list-wide-height': `${minRows * 3}rem`,
  };
}

/**
 * A table on wide screens and a list of cards on phones, from one DOM. Every element keeps an
 * explicit table role because changing `display` (to block or grid for the cards) makes some
 * browsers drop the native table semantics.
 */
export function DataList<T>({
  caption,
  columns,
  items,
  getKey,
  placeholder,
  busy = false,
  renderDetails,
  detailsLabel,
  expandMode = 'multiple',
  defaultExpandedKeys = [],
  minRows,
  className,
}: DataListProps<T>) {
  const idPrefix = useId();
  const [expandedKeys, setExpandedKeys] = useState<ReadonlySet<string>>(
    () => new Set(defaultExpandedKeys),
  );
  const expandable = renderDetails !== undefined;
  const columnCount = columns.length + (expandable ? 1 : 0);

  const toggle = (key: string) =>
    setExpandedKeys((open) => {
      if (open.has(key)) {
        const rest = new Set(open);
        rest.delete(key);
        return rest;
      }
      return expandMode === 'single' ? new Set([key]) : new Set([...open, key]);
    });

  return (
    <div
      data-slot="data-list"
      className={cn('relative min-w-0 sm:overflow-x-auto sm:rounded-lg sm:border', className)}
    >
      <table
        role="table"
        aria-busy={busy || undefined}
        className={cn(
          'flex w-full flex-col gap-3 text-sm sm:table sm:wrap-normal',
          busy && 'cursor-progress',
        )}
      >
        <caption className="sr-only">{caption}</caption>
        {/* Hidden on phones for sighted users only: the cells keep their column header association. */}
        <thead role="rowgroup" className="sr-only sm:not-sr-only sm:bg-muted/50">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.id}
                role="columnheader"
                scope="col"
                className={cn('px-4 py-3 text-left align-bottom font-medium', column.className)}
              >
                {column.header}
              </th>
            ))}
            {expandable ? (
              <th role="columnheader" scope="col" className="w-px px-2 py-3">
                <span className="sr-only">Details</span>
              </th>
            ) : null}
          </tr>
        </thead>
        {items.length === 0 ? (
          <tbody role="rowgroup" className={bodyClassName}>
            <tr role="row" className="block sm:table-row">
              <td
                role="cell"
                colSpan={columnCount}
                style={minRows === undefined ? undefined : reservedHeights(columns, minRows)}
                className={cn(
                  'flex items-center justify-center px-4 py-10 text-center text-muted-foreground sm:table-cell sm:align-middle',
                  minRows !== undefined &&
                    'min-h-(--data-list-phone-height) sm:h-(--data-list-wide-height) sm:min-h-0',
                )}
              >
                {placeholder}
              </td>
            </tr>
          </tbody>
        ) : (
          items.map((item, index) => {
            const key = getKey(item);
            return (
              <tbody key={key} role="rowgroup" className={bodyClassName}>
                <DataListRow
                  item={item}
                  columns={columns}
                  rowId={`${idPrefix}-row-${index}`}
                  details={
                    renderDetails === undefined
                      ? undefined
                      : {
                          expanded: expandedKeys.has(key),
                          onToggle: () => toggle(key),
                          label: detailsLabel?.(item),
                          render: () => renderDetails(item),
                        }
                  }
                />
              </tbody>
            );
          })
        )}
      </table>
      {busy ? (
        <div
          aria-hidden
          className="absolute inset-x-0 top-0 h-1 animate-pulse rounded-full bg-primary motion-reduce:animate-none"
        />
      ) : null}
    </div>
  );
}

// One row group per item keeps a row and its details together: the phone card.
const bodyClassName =
  'block overflow-hidden rounded-lg border bg-card text-card-foreground sm:table-row-group sm:overflow-visible sm:rounded-none sm:border-x-0 sm:border-b-0 sm:bg-transparent';
