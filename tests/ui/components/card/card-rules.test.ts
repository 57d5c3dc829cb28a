import { describe, expect, it } from 'vitest';
import { cardBrandOf, cardDraftErrors, emptyCardDraft, formatCardNumber, formatExpiry, securityCodeError } from '../../../../ui/src/components/card/card-rules';

const november2026 = { year: 2026, monthIndex: 10 };
const draft = (overrides: Partial<ReturnType<typeof emptyCardDraft>>) => ({ ...emptyCardDraft('Ada Lovelace'), ...overrides });

describe('card form rules (shell-and-account.md §5 card expiry, §9 card types; decision 0118)', () => {
  it.each([
    ['4111 1111 1111 1111', 'VISA', 3],
    ['5555555555554444', 'MC', 3],
    ['378282246310005', 'AMEX', 4],
    ['6011111111111117', 'DISC', 3],
    ['3530111333300000', 'JCB', 3],
    ['36259600000004', 'DCI', 3],
  ])('detects the brand of %s as %s with a %i-digit security code', (number, code, length) => {
    expect(cardBrandOf(number)).toMatchObject({ code, securityCodeLength: length });
  });

  it('groups the number as the brand prints it and caps it at 19 digits', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4111-1111-1111-1111-9999').replace(/ /g, '')).toBe('4111111111111111999');
  });

  it('writes the expiry as MM/YY while typing', () => {
    expect(formatExpiry('04', '0')).toBe('04/');
    expect(formatExpiry('042', '04/')).toBe('04/2');
    expect(formatExpiry('04/29')).toBe('04/29');
    expect(formatExpiry('0', '04/')).toBe('0');
  });

  it('a complete valid card has no problem; the expiry month is usable to its end', () => {
    expect(cardDraftErrors(draft({ cardNumber: '4111 1111 1111 1111', expiry: '11/26', securityCode: '123' }), november2026)).toEqual({});
  });

  it('names every problem: required fields, Luhn, expired, bad shape, security code length for the brand', () => {
    expect(cardDraftErrors(emptyCardDraft(), november2026)).toEqual({ nameOnCard: 'REQUIRED', cardNumber: 'REQUIRED', expiry: 'REQUIRED', securityCode: 'REQUIRED' });
    expect(cardDraftErrors(draft({ cardNumber: '4242 4242 4242 4241', expiry: '10/26', securityCode: '12' }), november2026)).toEqual({ cardNumber: 'INVALID', expiry: 'EXPIRED', securityCode: 'INVALID' });
    expect(cardDraftErrors(draft({ cardNumber: '378282246310005', expiry: '13/29', securityCode: '123' }), november2026)).toEqual({ expiry: 'INVALID', securityCode: 'INVALID' });
  });

  it('refuses a valid number of a brand the store does not take', () => {
    expect(cardDraftErrors(draft({ cardNumber: '2200000000000004', expiry: '04/29', securityCode: '123' }), november2026).cardNumber).toBe('BRAND_UNSUPPORTED');
  });

  it('a saved card asks 4 digits for AMEX, 3 for the others', () => {
    expect(securityCodeError('1234', 'AMEX')).toBeNull();
    expect(securityCodeError('123', 'AMEX')).toBe('INVALID');
    expect(securityCodeError('123', 'VISA')).toBeNull();
    expect(securityCodeError(' ', 'VISA')).toBe('REQUIRED');
  });
});

describe('brandNameOfCode (decision 0183)', () => {
  it("names a saved card's brand as card-validator prints it, and keeps an unknown code", async () => {
    const { brandNameOfCode } = await import('../../../../ui/src/components/card/card-rules');
    expect(brandNameOfCode('MC')).toBe('Mastercard');
    expect(brandNameOfCode('AMEX')).toBe('American Express');
    expect(brandNameOfCode('VISA')).toBe('Visa');
    expect(brandNameOfCode('XYZ')).toBe('XYZ');
  });
});
