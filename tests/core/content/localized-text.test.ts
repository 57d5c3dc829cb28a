import { describe, expect, it } from 'vitest';
import { displayTextOr } from '@vitrine/core';

describe('localizedText overrides (shopping.md §7; decision 0423)', () => {
  it('uses the merchandiser’s text, trimmed, when there is one', () => {
    expect(displayTextOr({ 'pdp-size-guide-label': '  Size chart ' }, 'pdp-size-guide-label', 'Size guide')).toBe('Size chart');
  });

  it('keeps the storefront’s label without a text, with a blank one, or without texts at all', () => {
    expect(displayTextOr({}, 'pdp-size-guide-label', 'Size guide')).toBe('Size guide');
    expect(displayTextOr({ 'pdp-size-guide-label': '   ' }, 'pdp-size-guide-label', 'Size guide')).toBe('Size guide');
    expect(displayTextOr(null, 'pdp-size-guide-label', 'Size guide')).toBe('Size guide');
    expect(displayTextOr(undefined, 'pdp-size-guide-label', 'Size guide')).toBe('Size guide');
  });
});
