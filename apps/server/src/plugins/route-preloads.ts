import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  fillRequest,
  ROUTE_PRELOADS_FILE,
  routePreloadsSchema,
  type ScreenPreload,
} from '@betterplay/contracts';

/** A screen's path split into segments: ':name' matches any one segment, anything else itself. */
type Matcher = { screen: ScreenPreload; segments: string[]; statics: number };

/** The screen a page's path shows, with its parameters, as the web app's router matches it. */
export type ScreenMatch = { screen: ScreenPreload; params: Record<string, string> };

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export function screenMatcher(screens: ScreenPreload[]) {
  // React Router's own ranking for such paths: a literal segment beats a parameter.
  const matchers: Matcher[] = screens
    .filter((screen) => !/[*?]/.test(screen.path))
    .map((screen) => {
      const segments = segmentsOf(screen.path);
      return { screen, segments, statics: segments.filter((s) => !s.startsWith(':')).length };
    })
    .sort((a, b) => b.statics - a.statics);

  return (pathname: string): ScreenMatch | undefined => {
    const parts = segmentsOf(pathname);
    for (const { screen, segments } of matchers) {
      if (segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const matches = segments.every((segment, index) => {
        const value = decoded(parts[index] ?? '');
        if (value === undefined) return false;
        if (segment.startsWith(':')) {
          params[segment.slice(1)] = value;
          return true;
        }
        // The router matches paths regardless of case.
        return segment.toLowerCase() === value.toLowerCase();
      });
      if (matches) return { screen, params };
    }
    return undefined;
  };
}

/** An attribute value: what the template filled in is URL-encoded; '&' still needs escaping. */
const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The links a page adds to its head: the request first (it is what the screen waits for). */
export type PreloadLinks = { request: string; modules: string };

/**
 * The links for the page at `url` ('/sports/badminton?x=1'): the matched screen's modules and
 * stylesheets, and its first API call, in the credentials mode the app's fetch uses
 * (same-origin: `crossorigin`), so the browser uses the preloaded answer rather than asking twice.
 */
export function preloadLinksFor(match: (pathname: string) => ScreenMatch | undefined, url: string) {
  const [pathname = '/', query = ''] = url.split('?');
  const found = match(pathname);
  if (!found) return { request: '', modules: '' };
  const { screen, params } = found;
  const request = screen.request
    ? fillRequest(screen.request, params, new URLSearchParams(query))
    : null;
  return {
    request: request
      ? `<link rel="preload" as="fetch" crossorigin href="${attribute(request)}">`
      : '',
    modules: [
      ...screen.modules.map(
        (file) => `<link rel="modulepreload" crossorigin href="${attribute(file)}">`,
      ),
      ...screen.styles.map(
        (file) => `<link rel="stylesheet" crossorigin href="${attribute(file)}">`,
      ),
    ].join(''),
  } satisfies PreloadLinks;
}

/** The build's route-preloads.json as a matcher; one that matches nothing without the file. */
export function loadScreenMatcher(distDir: string) {
  const file = path.join(distDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return screenMatcher([]);
  const { screens } = routePreloadsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return screenMatcher(screens);
}

/** index.html with a page's links: the request before the app's entry script, modules at the end. */
export function withPreloads(html: string, links: PreloadLinks): string {
  const entry = html.indexOf('<script type="module"');
  const head = html.indexOf('</head>');
  if (head === -1) return html;
  const requestAt = entry !== -1 && entry < head ? entry : head;
  return (
    html.slice(0, requestAt) +
    links.request +
    html.slice(requestAt, head) +
    links.modules +
    html.slice(head)
  );
}
