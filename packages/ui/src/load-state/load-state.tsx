import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Button } from '../button/button.tsx';
import { cn } from '../lib/cn.ts';

export type LoadStateProps = {
  loading: boolean;
  /** Shown as an alert; an Error or a query's error object works as is. */
  error?: { message: string } | string | null;
  /** Offers a 'Try again' button with the error. */
  onRetry?(): void;
  empty?: boolean;
  loadingText?: string;
  emptyText?: ReactNode;
  /** A CSS length the loading, error and empty states take at least, so the page does not jump when data arrives. */
  minHeight?: string;
  /** The loaded content, shown when not loading, failed or empty. */
  children?: ReactNode;
  className?: string;
};

const stateClassName = 'flex flex-col items-center justify-center gap-3 px-4 py-6 text-center';

/** What a section shows while its data loads, if it fails, or if there is none; then its content. */
export function LoadState({
  loading,
  error,
  onRetry,
  empty = false,
  loadingText = 'Loading...',
  emptyText = 'Nothing to show yet.',
  minHeight = '10rem',
  children,
  className,
}: LoadStateProps) {
  const style = { minHeight };

  if (loading) {
    return (
      <div
        role="status"
        data-slot="load-state"
        style={style}
        className={cn(stateClassName, 'sm:flex-row', className)}
      >
        <LoaderCircle
          aria-hidden
          className="size-5 shrink-0 animate-spin text-primary motion-reduce:animate-none"
        />
        <span className="font-medium">{loadingText}</span>
      </div>
    );
  }

  if (error !== undefined && error !== null && error !== '') {
    return (
      <div
        role="alert"
        data-slot="load-state"
        style={style}
        className={cn(stateClassName, className)}
      >
        <p className="font-medium">{typeof error === 'string' ? error : error.message}</p>
        {onRetry === undefined ? null : (
          <Button variant="outline" className="h-11 sm:h-9" onClick={() => onRetry()}>
            Try again
          </Button>
        )}
      </div>
    );
  }

  if (empty) {
    return (
      <div
        data-slot="load-state"
        style={style}
        className={cn(stateClassName, 'text-muted-foreground', className)}
      >
        {emptyText}
      </div>
    );
  }

  return <>{children}</>;
}
