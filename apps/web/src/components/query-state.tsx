import { Button, LoadState } from '@betterplay/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError } from '../lib/api-client.ts';

/**
 * The address names something the server cannot give: no such thing (404), not the caller's
 * (403), or not an id at all (a 400 for the address's values). Asking again cannot help.
 */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 404 ||
    error.status === 403 ||
    (error.status === 400 && error.code === 'VALIDATION_FAILED'));

/** 400, 403, 404: the same request gets the same answer, so 'Try again' cannot help. */
export const isRefusal = (error: unknown) =>
  error instanceof ApiError && [400, 403, 404].includes(error.status);

/** What a page says when what its address names is not there, and the way on. */
export interface NotFoundText {
  /** the headline, e.g. 'Social not found' */
  text: string;
  /** in plain words what is missing, e.g. 'This social does not exist or was removed.' */
  reason?: string;
  linkText: string;
  to: string;
}

interface FailureStateProps {
  error: unknown;
  notFound: NotFoundText;
  /** Offered ('Try again') only for failures a retry can mend: a server fault or no answer. */
  onRetry?: () => void;
  /** Called when the way-on link is followed (e.g. to close a thread). */
  onLeave?: () => void;
}

/**
 * A failure in words a person understands: not found (headline, reason, the way on), another
 * refusal (its message and the way on), or anything else (a server fault, no answer, too many
 * requests) with 'Try again'.
 */
export function FailureState({ error, notFound, onRetry, onLeave }: FailureStateProps) {
  const notThere = isNotFound(error);
  if (!notThere && !isRefusal(error)) {
    const message = error instanceof Error ? error : String(error);
    return <LoadState loading={false} error={message} onRetry={onRetry} />;
  }
  const text = notThere ? notFound.text : (error as ApiError).message;
  return (
    <div className="grid justify-items-center gap-2">
      <div
        role="alert"
        className="grid min-h-24 content-center justify-items-center gap-1 px-4 py-6 text-center"
      >
        <p className="font-medium">{text}</p>
        {notThere && notFound.reason !== undefined ? (
          <p className="text-muted-foreground">{notFound.reason}</p>
        ) : null}
      </div>
      <Button asChild variant="outline">
        <Link to={notFound.to} onClick={onLeave}>
          {notFound.linkText}
        </Link>
      </Button>
    </div>
  );
}

interface QueryStateProps {
  query: UseQueryResult<unknown>;
  loadingText: string;
  /** Shown for an address naming nothing there, with a way on instead of 'Try again'. */
  notFound: NotFoundText;
}

/** What a page shows until its data is there: loading, not found, or a failure to try again. */
export function QueryState({ query, loadingText, notFound }: QueryStateProps) {
  const loading = !query.isError || query.isFetching;
  if (loading) return <LoadState loading loadingText={loadingText} />;
  return (
    <FailureState error={query.error} notFound={notFound} onRetry={() => void query.refetch()} />
  );
}
