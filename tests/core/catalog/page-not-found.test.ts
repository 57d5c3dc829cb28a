import { describe, expect, it } from 'vitest';
import { pageNotFoundStep, redirectOutcome, StorefrontPagesGateway } from '../../../core/src/index.js';

const q = (text: string) => new URLSearchParams(text);

describe('page 404 handling (shopping.md §8 "404 on a page"; decision 0214)', () => {
  it('goes home after a site switch or for a decommissioned flag', () => {
    expect(pageNotFoundStep('/old', q('siteSwitch=true'))).toEqual({ kind: 'home' });
    expect(pageNotFoundStep('/old', q('decommissioned=1'))).toEqual({ kind: 'home' });
    expect(pageNotFoundStep('/old', q('decommissioned'))).toEqual({ kind: 'home' });
  });

  it('looks the path up, noting when the page is itself a redirect target (redirect_status)', () => {
    expect(pageNotFoundStep('/old', q('siteSwitch=false&decommissioned=0'))).toEqual({ kind: 'lookup', requestPath: '/old', afterRedirect: false });
    expect(pageNotFoundStep('/old', q('redirect_status=301'))).toEqual({ kind: 'lookup', requestPath: '/old', afterRedirect: true });
  });

  it('redirects with redirect_status added, 301 for 301 and 302 otherwise, keeping query and hash', () => {
    expect(redirectOutcome('/old', { redirectPath: '/new', statusCode: 301 })).toEqual({ kind: 'redirect', location: '/new?redirect_status=301', status: 301 });
    expect(redirectOutcome('/old', { redirectPath: '/new?a=1#top', statusCode: 307 })).toEqual({ kind: 'redirect', location: '/new?a=1&redirect_status=302#top', status: 302 });
  });

  it('treats a redirect to the same path or off the site as a loop', () => {
    expect(redirectOutcome('/old/', { redirectPath: '/old?x=1', statusCode: 301 })).toEqual({ kind: 'loop' });
    expect(redirectOutcome('/', { redirectPath: '/', statusCode: 301 })).toEqual({ kind: 'loop' });
    expect(redirectOutcome('/old', { redirectPath: '//evil.test/x', statusCode: 301 })).toEqual({ kind: 'loop' });
    expect(redirectOutcome('/old', { redirectPath: 'https://evil.test/', statusCode: 301 })).toEqual({ kind: 'loop' });
    expect(redirectOutcome('/older', { redirectPath: '/old', statusCode: 301 }, true)).toEqual({ kind: 'loop' });
    expect(StorefrontPagesGateway.description).toBe('StorefrontPagesGateway');
  });
});
