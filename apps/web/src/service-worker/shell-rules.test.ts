import { describe, expect, it } from 'vitest';
import { readPush, ruleFor } from './shell-rules.ts';

const ORIGIN = 'https://play.example.com';
const SHELL = ['/offline.html', '/manifest.webmanifest', '/icons/icon-192.png'];
const rule = (url: string, init: { method?: string; mode?: string } = {}) =>
  ruleFor({ method: 'GET', mode: 'cors', ...init, url: `${url}` }, ORIGIN, SHELL);

describe('what the service worker does with a request', () => {
  it('answers pages from the network, with the offline page when it cannot', () => {
    expect(rule(`${ORIGIN}/activity?tab=past`, { mode: 'navigate' })).toBe('page');
  });

  it('serves the shell’s files and hashed bundles from its cache', () => {
    expect(rule(`${ORIGIN}/assets/index-abc123.js`)).toBe('shell-file');
    expect(rule(`${ORIGIN}/icons/icon-192.png`)).toBe('shell-file');
  });

  it('never stores the API, sockets, uploads, other sites or anything but a GET', () => {
    expect(rule(`${ORIGIN}/api/v1/user/profile`)).toBe('network-only');
    expect(rule(`${ORIGIN}/api/v1/calendar/abc.ics`, { mode: 'navigate' })).toBe('network-only');
    expect(rule(`${ORIGIN}/socket.io/?EIO=4`)).toBe('network-only');
    expect(rule(`${ORIGIN}/dev/mail`, { mode: 'navigate' })).toBe('network-only');
    expect(rule(`${ORIGIN}/uploads/avatar.webp`)).toBe('network-only');
    expect(rule('https://js.stripe.com/v3')).toBe('network-only');
    expect(rule(`${ORIGIN}/assets/index-abc123.js`, { method: 'POST' })).toBe('network-only');
  });
});

describe('reading a push', () => {
  it('keeps what the server sent', () => {
    const push = { title: 'A place is yours', body: 'Until 7:30 PM', url: '/activity', tag: 't' };
    expect(readPush(push)).toEqual(push);
  });

  it('opens only paths in the app, and falls back where a field is missing', () => {
    expect(readPush({ url: 'https://evil.example.com' }).url).toBe('/');
    expect(readPush({ url: '//evil.example.com' }).url).toBe('/');
    expect(readPush(null)).toEqual({ title: 'Better Play', body: '', url: '/', tag: 'betterplay' });
  });
});
