import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../ui/src/shared/format';

describe('formatMoney', () => {
  it('formats minor units with Intl for the locale and currency', () => {
    expect(formatMoney({ amount: 5200, currency: 'USD' }, 'en-US')).toBe('$52.00');
    expect(formatMoney({ amount: 123456, currency: 'EUR' }, 'de-DE')).toBe('1.234,56\u00a0€');
    expect(formatMoney({ amount: 4299, currency: 'GBP' }, 'en-GB')).toBe('£42.99');
  });
});
