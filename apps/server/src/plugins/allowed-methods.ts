import type { FastifyInstance, HTTPMethods } from 'fastify';

/** The methods the API uses, in the order an `Allow` header lists them. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

type FoundRoute = { params: Record<string, string | undefined> } | null;

/**
 * The methods some route answers at `path`, for a 405's `Allow` header; none means the path
 * itself is unknown (a 404). The static files' catch-alls (the web build's `/*`, Storybook's
 * `/storybook/*`, GET and HEAD) match every path under them, so a match through one alone does
 * not count.
 */
export function allowedMethods(app: FastifyInstance, path: string): string[] {
  return METHODS.filter((method) => {
    // Typed as never null, but answers null when nothing matches.
    const route = app.findRoute({ method: method satisfies HTTPMethods, url: path }) as FoundRoute;
    return route !== null && !matchedOnlyByCatchAll(route, path);
  });
}

function matchedOnlyByCatchAll(route: NonNullable<FoundRoute>, path: string): boolean {
  const rest = route.params['*'];
  return rest !== undefined && path.endsWith(rest);
}
