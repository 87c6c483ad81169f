import type { ReactNode } from 'react';

export interface LinkProblemProps {
  /** what is wrong with the link, in the product's words */
  message: string;
  /** a way on: ask for a new link, sign in, ... */
  action?: ReactNode;
}

/** A mailed link that cannot be used: why, and what to do instead. */
export function LinkProblem({ message, action }: LinkProblemProps) {
  return (
    <div className="grid gap-4 rounded-lg border bg-card p-4 text-card-foreground sm:p-6">
      <p role="alert" className="font-medium">
        {message}
      </p>
      {action === undefined ? null : <div className="flex flex-wrap gap-2">{action}</div>}
    </div>
  );
}
