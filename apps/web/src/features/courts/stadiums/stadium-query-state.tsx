import { BackLink, LoadState } from '@betterplay/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isNotFound, isRefusal } from '../../../components/query-state.tsx';
import { StadiumNotFound } from './stadium-not-found.tsx';

interface StadiumQueryStateProps {
  stadiumId: string;
  query: UseQueryResult<unknown>;
  loadingText: string;
  back: { to: string; text: ReactNode };
}

/**
 * What a stadium's page shows until the stadium is known: loading or a failure under the back
 * link (no heading yet: the page's own heading takes the focus once it comes), or a not-found page.
 */
export function StadiumQueryState({ stadiumId, query, loadingText, back }: StadiumQueryStateProps) {
  if (query.isError && !query.isFetching && isNotFound(query.error)) {
    return <StadiumNotFound stadiumId={stadiumId} />;
  }
  return (
    <section className="mx-auto grid max-w-4xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <div>
        <BackLink asChild>
          <Link to={back.to}>{back.text}</Link>
        </BackLink>
      </div>
      <LoadState
        loading={!query.isError || query.isFetching}
        loadingText={loadingText}
        error={query.error}
        onRetry={isRefusal(query.error) ? undefined : () => void query.refetch()}
      />
    </section>
  );
}
