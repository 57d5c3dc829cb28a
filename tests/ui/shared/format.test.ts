import { describe, expect, it } from 'vitest';
import { formatMoney, listFormat } from '../../../ui/src/shared/format';

describe('formatMoney', () => {
  it('formats minor units with Intl for the locale and currency', () => {
    expect(formatMoney({ amount: 5200, currency: 'USD' }, 'en-US')).toBe('$52.00');
    expect(formatMoney({ amount: 123456, currency: 'EUR' }, 'de-DE')).toBe('1.234,56\u00a0€');
    expect(formatMoney({ amount: 4299, currency: 'GBP' }, 'en-GB')).toBe('£42.99');
  });
});

describe('listFormat', () => {
  it('joins with Intl for the locale, one formatter per locale and options', () => {
    expect(listFormat('en-US', { type: 'conjunction' }).format(['red', 'blue', 'green'])).toBe('red, blue, and green');
    expect(listFormat('de-DE', { type: 'conjunction' }).format(['rot', 'blau'])).toBe('rot und blau');
    expect(listFormat('en-US', { type: 'conjunction' })).toBe(listFormat('en-US', { type: 'conjunction' }));
    expect(listFormat('en-US', { type: 'disjunction' })).not.toBe(listFormat('en-US', { type: 'conjunction' }));
  });
});
