import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_LOADER, withScriptsAfterPaint } from './scripts-after-paint.ts';

const ENTRY = '<script type="module" crossorigin src="/assets/shell-1.js"></script>';
const RUNTIME = '<script type="module" crossorigin src="/assets/runtime-1.js"></script>';
const MODULE = '<link rel="modulepreload" crossorigin href="/assets/socials-page-1.js">';
const REQUEST =
  '<link rel="preload" as="fetch" crossorigin href="/api/v1/cms/socials/a?b=1&amp;c=2">';
const STYLESHEET = '<link rel="stylesheet" crossorigin href="/assets/shell-1.css">';
const ICON = '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />';

describe("a rendered page's scripts, after its first paint (scripts-after-paint.ts)", () => {
  it('move from the head, in their order, into a template the loader adds back', () => {
    const page = `<html><head>${ICON}${REQUEST}${RUNTIME}${ENTRY}${STYLESHEET}${MODULE}</head><body><div id="root">screen</div>\n</body></html>`;
    expect(withScriptsAfterPaint(page)).toBe(
      `<html><head>${ICON}${STYLESHEET}</head><body><div id="root">screen</div>\n` +
        `<template id="bp-after-paint">${REQUEST}${RUNTIME}${ENTRY}${MODULE}</template>` +
        `<script>${AFTER_PAINT_LOADER}</script></body></html>`,
    );
  });

  it('leave a page without scripts, or without a body to hold the template, as it is', () => {
    const noScripts = `<html><head>${STYLESHEET}</head><body></body></html>`;
    expect(withScriptsAfterPaint(noScripts)).toBe(noScripts);
    const noBody = `<html><head>${ENTRY}</head>`;
    expect(withScriptsAfterPaint(noBody)).toBe(noBody);
  });
});
