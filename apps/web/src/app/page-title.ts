import { useCallback, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

export const APP_NAME = 'Better Play';

/** The path whose heading last took focus: each page's h1 takes it once, after a navigation. */
let focusedPath: string | null = null;
let firstPage = true;

/**
 * Names the page ('Badminton Socials · Better Play') and moves focus to its h1 after an
 * in-app navigation, so keyboard and screen-reader users start at the new page's top.
 * Returns the ref for the page's h1 (PageHeader's `headingRef`). The first page of a visit
 * keeps the browser's own focus, and a heading that appears late (after data) still takes it.
 */
export function usePageTitle(title: string) {
  const { pathname } = useLocation();

  // A layout effect names the page in the same commit that shows its heading, so the tab,
  // the history entry and anything reading the title never see the previous page's name.
  useLayoutEffect(() => {
    document.title = title === APP_NAME ? APP_NAME : `${title} · ${APP_NAME}`;
  }, [title]);

  return useCallback(
    (heading: HTMLHeadingElement | null) => {
      if (heading === null || focusedPath === pathname) return;
      if (firstPage) {
        firstPage = false;
        focusedPath = pathname;
        return;
      }
      focusedPath = pathname;
      heading.focus({ preventScroll: true });
    },
    [pathname],
  );
}

/** For tests that render several apps in one file: the next page counts as a first visit. */
export function resetPageFocus() {
  focusedPath = null;
  firstPage = true;
}
