import { describe, expect, it } from 'vitest';
import { DEFAULT_CHANNEL, VITRINE_HEADER, vitrineHeaders } from '../../../adapters/src/http/headers.js';
import { aFrenchSite, aSite } from '../../mothers/site.mother.js';

describe('vitrineHeaders', () => {
  it('gives the site headers of the French site', () => {
    expect(vitrineHeaders('GET', { site: aFrenchSite() })).toEqual({
      'x-vitrine-locale': 'fr-FR',
      'x-vitrine-site-id': 'an-fr',
      'x-vitrine-language': 'fr',
      'x-vitrine-currency': 'EUR',
      'x-vitrine-channel': DEFAULT_CHANNEL,
      'x-vitrine-context-path': '/fr-fr/',
    });
  });

  it('falls back to channel web for a blank channel cookie and leaves out blank optional values', () => {
    const headers = vitrineHeaders('POST', { site: aSite(), channel: ' ', scope: '', captchaToken: undefined, referer: '' });
    expect(headers[VITRINE_HEADER.channel]).toBe('web');
    expect(Object.keys(headers)).not.toContain(VITRINE_HEADER.scopes);
    expect(Object.keys(headers)).not.toContain(VITRINE_HEADER.captchaToken);
    expect(Object.keys(headers)).not.toContain(VITRINE_HEADER.webReferer);
  });

  it.each([
    ['get', true],
    ['post', true],
    ['PUT', true],
    ['PATCH', false],
    ['DELETE', false],
  ])('web-referer on %s: %s', (method, expected) => {
    const headers = vitrineHeaders(method, { site: aSite(), referer: 'https://shop.test/' });
    expect(VITRINE_HEADER.webReferer in headers).toBe(expected);
  });
});
