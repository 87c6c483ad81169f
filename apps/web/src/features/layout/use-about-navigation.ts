import { useCallback, type MouseEvent } from 'react';
import { useLocation } from 'react-router';

export const ABOUT_SECTION_ID = 'about-section';
export const ABOUT_HREF = `/#${ABOUT_SECTION_ID}`;

export function scrollToSection(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * About lives on the home page: there it scrolls smoothly to the section; elsewhere the link
 * goes to /#about-section and the home page scrolls once rendered.
 */
export function useAboutNavigation() {
  const { pathname } = useLocation();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (pathname !== '/') return;
      event.preventDefault();
      scrollToSection(ABOUT_SECTION_ID);
    },
    [pathname],
  );
}
