import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskEmail } from '@vitrine/core';

describe('maskEmail (shopping §9)', () => {
  it('keeps the first and last character of the local part', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j******e@example.com');
    expect(maskEmail('abc@x.io')).toBe('a*c@x.io');
  });
  it('keeps one- and two-character local parts', () => {
    expect(maskEmail('a@x.io')).toBe('a@x.io');
    expect(maskEmail('ab@x.io')).toBe('ab@x.io');
  });
  it('masks text without @ as a local part', () => {
    expect(maskEmail('username')).toBe('u******e');
  });
  it('property: same length, same domain, first and last kept, everything between masked', () => {
    fc.assert(fc.property(fc.stringMatching(/^[a-z0-9.]{3,20}$/), fc.domain(), (local, domain) => {
      const masked = maskEmail(`${local}@${domain}`);
      expect(masked.length).toBe(local.length + 1 + domain.length);
      expect(masked.endsWith(`@${domain}`)).toBe(true);
      expect(masked[0]).toBe(local[0]);
      expect(masked[local.length - 1]).toBe(local.at(-1));
      expect(masked.slice(1, local.length - 1)).toBe('*'.repeat(local.length - 2));
    }));
  });
});
