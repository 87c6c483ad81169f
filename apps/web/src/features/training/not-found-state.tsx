import { Button, LoadState } from '@betterplay/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';

interface QueryStateProps {
  query: UseQueryResult<unknown>;
  loadingText: string;
  /** Shown for a 404: trying again cannot help, so it offers a way on instead. */
  notFound: { text: string; linkText: string; to: string };
}

/** What a training page shows until its data is there: loading, not found, or a failure. */
export function TrainingQueryState({ query, loadingText, notFound }: QueryStateProps) {
  const loading = !query.isError || query.isFetching;
  if (!loading && query.error instanceof ApiError && query.error.status === 404) {
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
