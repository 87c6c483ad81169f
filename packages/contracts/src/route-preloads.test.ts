import { describe, expect, it } from 'vitest';
import { fillRequest } from './route-preloads.ts';

const none = new URLSearchParams();

describe('fillRequest', () => {
  it("fills a template's names from the route's parameters", () => {
    expect(
      fillRequest('/api/v1/cms/socials/:category?q=&page=1', { category: 'badminton' }, none),
    ).toBe('/api/v1/cms/socials/badminton?q=&page=1');
  });

  it("takes a name the route lacks from the page's search parameters", () => {
    expect(fillRequest('/api/v1/cms/social/:id', {}, new URLSearchParams('id=abc-7'))).toBe(
      '/api/v1/cms/social/abc-7',
    );
  });

  it('encodes what it fills in', () => {
    expect(fillRequest('/api/v1/stadiums/:id', { id: 'a b/c' }, none)).toBe(
      '/api/v1/stadiums/a%20b%2Fc',
    );
  });

  it('answers null when a name has no value', () => {
    expect(fillRequest('/api/v1/cms/social/:id', {}, none)).toBeNull();
    expect(fillRequest('/api/v1/cms/social/:id', {}, new URLSearchParams('id='))).toBeNull();
  });

  it('answers null when the page has a search parameter the template does not name', () => {
    expect(
      fillRequest(
        '/api/v1/cms/socials/:category?page=1',
        { category: 'tennis' },
        new URLSearchParams('page=2'),
      ),
    ).toBeNull();
  });
});
