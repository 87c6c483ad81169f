import { createHash } from 'node:crypto';

const TEMPLATE_ID = 'bp-after-paint';
/**
 * The page's own script (inline, so it costs no request; the CSP allows exactly this text by its
 * hash): it adds the tags set aside in the template to the head once the browser reports the
 * first contentful paint, so the scripts load then. Reported, not merely drawn: a frame is on
 * screen some milliseconds after it is drawn, and scripts asked for in between can still hold
 * that paint back. A hidden tab, which paints nothing, and a browser that does not report paints
 * get them at once; a page that paints nothing contentful, after a second.
 */
export const AFTER_PAINT_LOADER = [
  '(() => {',
  `  const tags = document.getElementById('${TEMPLATE_ID}');`,
  '  let added = false;',
  '  const add = () => {',
  '    if (added || !tags) return;',
  '    added = true;',
  '    document.head.append(tags.content.cloneNode(true));',
  '  };',
  '  const reportsPaints =',
  "    typeof PerformanceObserver === 'function' &&",
  "    PerformanceObserver.supportedEntryTypes?.includes('paint');",
  "  if (document.visibilityState !== 'visible' || !reportsPaints) return add();",
  '  new PerformanceObserver((paints) => {',
  "    if (paints.getEntriesByName('first-contentful-paint').length > 0) add();",
  "  }).observe({ type: 'paint', buffered: true });",
  '  setTimeout(add, 1000);',
  '})();',
].join('\n');
/** The CSP source that lets AFTER_PAINT_LOADER, and no other inline script, run. */
export const AFTER_PAINT_LOADER_SOURCE = `'sha256-${createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64')}'`;

/** The app's module scripts and the links that fetch ahead for them (modules, the first call). */
const SCRIPT_TAGS =
  /<script type="module"[^>]*><\/script>|<link rel="(?:modulepreload|preload)"[^>]*>/g;
const BODY_END = '</body>';

/**
 * A page whose screen the server rendered shows it before any script runs, so its scripts wait
 * for the first paint: fetched and run earlier, they hold that paint back on a slow phone, and
 * running them is the work that keeps it from answering a tap. The module scripts and preload
 * links move from the head into a template the loader adds back; stylesheets stay.
 */
export function withScriptsAfterPaint(page: string): string {
  const tags: string[] = [];
  const rest = page.replace(SCRIPT_TAGS, (tag) => {
    tags.push(tag);
    return '';
  });
  if (tags.length === 0 || !rest.includes(BODY_END)) return page;
  const deferred = `<template id="${TEMPLATE_ID}">${tags.join('')}</template><script>${AFTER_PAINT_LOADER}</script>`;
  return rest.replace(BODY_END, () => `${deferred}${BODY_END}`);
}
