/**
 * Cookies the web app keeps that the server reads when it serves a page: it renders a page's
 * first screen only for visitors (apps/server/src/plugins/first-screen-render.ts), in their theme.
 */

/** A signed-in customer's token. A page asked with it gets no server-rendered screen. */
export const TOKEN_COOKIE = 'pacecustomertoken';

/** The theme a person chose over their device's: one of CHOSEN_THEMES; absent, the device's. */
export const THEME_COOKIE = 'betterplay.theme';
export const CHOSEN_THEMES = ['light', 'dark'] as const;
