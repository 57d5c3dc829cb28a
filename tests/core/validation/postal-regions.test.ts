import { describe, expect, it } from 'vitest';
import { postalRegionsOf, regionsOfPostalCode } from '../../../core/src/validation/index.js';

describe('regionsOfPostalCode (shell-and-account.md §5 catalog request mismatch; decision 0203)', () => {
  it.each([
    ['US', '62701', ['IL']],
    ['US', '10001-1234', ['NY']],
    ['US', '00501', ['NY']],
    ['US', '94105', ['CA']],
    ['US', '99501', ['AK']],
    ['CA', 'h2x 1y4', ['QC']],
    ['CA', 'X0A 0H0', ['NT', 'NU']],
  ])('%s %s → %j', (country, code, regions) => {
    expect(regionsOfPostalCode(country, code)).toEqual(regions);
  });

  it('is null for malformed codes, unassigned ranges and countries without regions', () => {
    expect(regionsOfPostalCode('US', 'ABCDE')).toBeNull();
    expect(regionsOfPostalCode('US', '00001')).toBeNull();
    expect(regionsOfPostalCode('CA', 'Z1A 1A1')).toBeNull();
    expect(regionsOfPostalCode('GB', 'SW1A 1AA')).toBeNull();
  });

  it('lists the regions it knows per country', () => {
    expect(postalRegionsOf('US')).toContain('IL');
    expect(postalRegionsOf('US')).toHaveLength(51);
    expect(postalRegionsOf('CA')).toEqual(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
    expect(postalRegionsOf('FR')).toEqual([]);
  });
});
