import type { ReactNode, Ref } from 'react';
import { cn } from '../lib/cn.ts';

export type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Above the title; usually a `<BackLink>`. */
  back?: ReactNode;
  /** Buttons or links for the page; they wrap under the title on phones. */
  actions?: ReactNode;
  /** Receives the h1, which the app focuses after navigating so screen readers start at the page's title. */
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
};

export function PageHeader({
  title,
  description,
  back,
  actions,
  headingRef,
  className,
}: PageHeaderProps) {
  return (
    <div data-slot="page-header" className={cn('grid min-w-0 gap-3', className)}>
      {back === undefined ? null : <div>{back}</div>}
      <div className="flex min-w-0 flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1">
          {/* Focused only by script, where a ring would look like a stray selection. */}
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight focus:outline-none sm:text-3xl"
          >
            {title}
          </h1>
          {description === undefined ? null : (
            <div className="text-muted-foreground">{description}</div>
          )}
        </div>
        {actions === undefined ? null : (
          <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>
        )}
      </div>
    </div>
  );
}
