import { cn } from '@betterplay/ui';
import type { ComponentProps, ReactNode } from 'react';

/** Both dashboard tables say the same when empty (spec section 2). */
export const NO_BOOKINGS_TEXT =
  'No bookings found matching your search. Please try different keywords.';

interface OrganizerTableProps {
  caption: string;
  columns: string[];
  children: ReactNode;
  empty: boolean;
}

/** A titled table that scrolls sideways on narrow screens rather than squeezing its columns. */
export function OrganizerTable({ caption, columns, children, empty }: OrganizerTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-xs text-muted-foreground uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-3 font-medium sm:px-4">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {empty ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-8 text-center text-muted-foreground">
                {NO_BOOKINGS_TEXT}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}

export function Cell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-3 align-middle sm:px-4', className)} {...props} />;
}
