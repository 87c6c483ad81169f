import type { RouteObject } from 'react-router';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { publicRoutes, signedInRoutes } from '../app/router.tsx';

type StoryFile = {
  default: { title?: string; args?: { path?: string } };
  [story: string]: unknown;
};

const storyFiles = import.meta.glob<StoryFile>('../**/*.stories.tsx', { eager: true });

/** Where each Pages/ story opens the app: its meta's path, or its own. */
function pagePaths(): string[] {
  return Object.values(storyFiles)
    .filter((file) => file.default.title?.startsWith('Pages/'))
    .flatMap((file) => {
      const stories = Object.entries(file)
        .filter(([name]) => name !== 'default')
        .map(([, story]) => (story as { args?: { path?: string } }).args?.path);
      return [file.default.args?.path, ...stories].filter((shown) => shown !== undefined);
    });
}

function routePaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => (route.path ? [`/${route.path}`] : []));
}

describe('the page stories', () => {
  it('show every route of the app, the home page too', () => {
    const routes = ['/', ...routePaths(publicRoutes), ...routePaths(signedInRoutes)];
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const shown = pagePaths().map((shownPath) => shownPath.split('?')[0] ?? shownPath);
    const missing = routes.filter(
      (route) => !shown.some((pathname) => matchPath({ path: route, end: true }, pathname)),
    );
    expect(missing).toEqual([]);
  });
});
