import type { Social } from '@betterplay/contracts';
import { Button } from '@betterplay/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';

/** What a social's page shows until the social is there: loading, not found, or a failure. */
export function SocialLoadState({ query }: { query: UseQueryResult<Social> }) {
  if (!query.isError) {
    return (
      <p role="status" className="py-10 text-center text-muted-foreground">
        Loading social...
      </p>
    );
  }
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <div role="alert" className="grid justify-items-center gap-3 py-10 text-center">
      <p className="font-medium">{notFound ? 'Social not found' : query.error.message}</p>
      {notFound ? (
        <Link to="/sports" className="font-medium text-primary underline-offset-4 hover:underline">
          Browse socials
        </Link>
      ) : (
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      )}
    </div>
  );
}
