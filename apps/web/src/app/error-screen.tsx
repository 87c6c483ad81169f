import { isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageTitle } from './page-title.ts';

const TITLE = 'Unexpected Application Error!';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Something went wrong.';
}

/** Shown by the router when a screen fails to render or a route answers with an error. */
export function ErrorScreen() {
  const error = useRouteError();
  // Like any page: named in the tab, and keyboard and screen-reader users start at its heading.
  const headingRef = usePageTitle(TITLE);
  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight focus:outline-none"
      >
        {TITLE}
      </h1>
      <p className="mt-3 font-mono text-sm text-destructive">{describe(error)}</p>
      {/* A full page load, in case the failure left the app in a bad state. */}
      <a
        href="/"
        className="mt-6 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        Back to home
      </a>
    </div>
  );
}
