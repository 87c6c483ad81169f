import { Button, LoadState } from '@betterplay/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError } from '../lib/api-client.ts';

/** The server does not know what was asked for: asking again cannot help. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

interface QueryStateProps {
  query: UseQueryResult<unknown>;
  loadingText: string;
  /** Shown for a 404, with a way on instead of 'Try again'. */
  notFound: { text: string; linkText: string; to: string };
}

/** What a page shows until its data is there: loading, not found, or a failure to try again. */
export function QueryState({ query, loadingText, notFound }: QueryStateProps) {
  const loading = !query.isError || query.isFetching;
  if (!loading && isNotFound(query.error)) {
    return (
      <div className="grid justify-items-center gap-2">
        <LoadState loading={false} error={notFound.text} minHeight="6rem" />
        <Button asChild variant="outline">
          <Link to={notFound.to}>{notFound.linkText}</Link>
        </Button>
      </div>
    );
  }
  return (
    <LoadState
      loading={loading}
      loadingText={loadingText}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}
