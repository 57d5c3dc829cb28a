import { describe, expect, it } from 'vitest';
import { SWATCH_FALLBACK, swatchColorOf } from '../../../ui/src/components/swatch-color';

describe('swatchColorOf (decision 0056)', () => {
  it('maps the catalogue colour names to chips, ignoring case and extra words', () => {
    expect(swatchColorOf('Black')).toBe(swatchColorOf('black'));
    expect(swatchColorOf('Matte Black')).toBe(swatchColorOf('Black'));
    expect(swatchColorOf('Lavender')).not.toBe(SWATCH_FALLBACK);
  });

  it('falls back to a neutral chip for unknown names', () => {
    expect(swatchColorOf('Heather Oatmeal')).toBe(SWATCH_FALLBACK);
  });
});
