import { describe, expect, it } from 'vitest';
import { sameSiteReturnPath } from '../../../core/src/shell/domain/return-path.js';

/** Return paths that stay on the site (decision 0306). */
describe('sameSiteReturnPath', () => {
  const FALLBACK = '/account/dashboard';

  it.each(['/orders', '/orders?page=2#top', '/search?q=%C3%A9charpe', '/search?q=100%', '/shop/a%2520b'])('follows the app path %s', (path) => {
    expect(sameSiteReturnPath(path, FALLBACK)).toBe(path);
  });

  it.each([
    '//evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'https://evil.com',
    'javascript:alert(1)',
    ' /orders',
    '/\t/evil.com',
    '/orders\u007f',
    '%2F%2Fevil.com',
    '/%2Fevil.com',
    '/%5Cevil.com',
    '/%252F%252Fevil.com',
    '/%25252F%25252Fevil.com',
    '/%2525252Fevil.com',
    'evil.com',
  ])('refuses %j', (path) => {
    expect(sameSiteReturnPath(path, FALLBACK)).toBe(FALLBACK);
  });

  it('uses the fallback when there is no return path', () => {
    expect(sameSiteReturnPath(null, FALLBACK)).toBe(FALLBACK);
    expect(sameSiteReturnPath(undefined, FALLBACK)).toBe(FALLBACK);
    expect(sameSiteReturnPath('', FALLBACK)).toBe(FALLBACK);
  });
});
