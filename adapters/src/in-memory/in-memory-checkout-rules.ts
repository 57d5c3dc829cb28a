/**
 * Card facts for the in-memory fakes (the sandbox uses card-validator; these fakes keep to the few
 * brands and the test cards of docs/checkout-api.md): Luhn, brand by prefix, test outcome.
 */

/** Test cards with a special outcome (docs/checkout-api.md "Test cards"). */
export const FAKE_TEST_CARD_OUTCOMES: Readonly<Record<string, 'SCA' | 'DECLINED' | 'INSUFFICIENT_FUNDS'>> = {
  '4000002760003184': 'SCA',
  '4000000000000002': 'DECLINED',
  '4000000000009995': 'INSUFFICIENT_FUNDS',
};

/** Luhn check of a digit string. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

const BRANDS: readonly [RegExp, string][] = [
  [/^4/, 'VISA'],
  [/^(5[1-5]|2[2-7])/, 'MC'],
  [/^3[47]/, 'AMEX'],
  [/^(6011|65)/, 'DISC'],
  [/^35/, 'JCB'],
  [/^3(0[0-5]|[68])/, 'DCI'],
];

/** Brand, last four and outcome of a card number, or why it is invalid (LUHN or BRAND). */
export function fakeCardFacts(number: string):
  | { ok: true; cardType: string; lastFour: string; outcome: 'APPROVE' | 'SCA' | 'DECLINED' | 'INSUFFICIENT_FUNDS' }
  | { ok: false; reason: 'LUHN' | 'BRAND'; error: string } {
  const digits = number.replace(/[\s-]/g, '');
  const brand = BRANDS.find(([re]) => re.test(digits))?.[1];
  if (!brand) return { ok: false, reason: 'BRAND', error: 'This card type is not accepted' };
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return { ok: false, reason: 'LUHN', error: 'The card number is not valid' };
  return { ok: true, cardType: brand, lastFour: digits.slice(-4), outcome: FAKE_TEST_CARD_OUTCOMES[digits] ?? 'APPROVE' };
}
