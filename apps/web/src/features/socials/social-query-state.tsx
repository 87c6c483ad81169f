import type { Social } from '@betterplay/contracts';
import { Button, LoadState } from '@betterplay/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';

export const SOCIAL_NOT_FOUND_TEXT = 'Social not found';

export function isSocialNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'SOCIAL_NOT_FOUND' || error.status === 404);
}

/** What a social's page shows until the social is there: loading, not found, or a failure. */
export function SocialQueryState({ query }: { query: UseQueryResult<Social> }) {
  const loading = !query.isError || query.isFetching;
  if (!loading && isSocialNotFound(query.error)) {
    // Trying again cannot help: offer the way to other socials instead.
    return (
      <div className="grid justify-items-center gap-2">
        <LoadState loading={false} error={SOCIAL_NOT_FOUND_TEXT} minHeight="6rem" />
        <Button asChild variant="outline">
          <Link to="/sports">Browse socials</Link>
        </Button>
      </div>
    );
  }
  return (
    <LoadState
      loading={loading}
      loadingText="Loading social..."
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}
