import { describe, expect, it } from 'vitest';
import { foreignTextLanguage } from '@vitrine/core';

describe('foreignTextLanguage (decision 0255)', () => {
  it('names the text language when it differs from the page language', () => {
    expect(foreignTextLanguage('en', 'de-DE')).toBe('en');
    expect(foreignTextLanguage('en', 'fr-CA')).toBe('en');
  });

  it('says nothing when the text is in the page language or its language is unknown', () => {
    expect(foreignTextLanguage('de', 'de-DE')).toBeUndefined();
    expect(foreignTextLanguage('en', 'en-GB')).toBeUndefined();
    expect(foreignTextLanguage('EN', 'en-US')).toBeUndefined();
    expect(foreignTextLanguage(undefined, 'de-DE')).toBeUndefined();
    expect(foreignTextLanguage('', 'de-DE')).toBeUndefined();
  });
});
