import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { domainError, err, type SavedAddress, type SavedPaymentErrorCode } from '@vitrine/core';
import { checkoutSamples } from '@vitrine/core/testing';
import { renderIdentityApp, SARAH } from '../identity/identity-app';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/**
 * /account/payments, "Add card" (shell-and-account.md §3 "Payment", §5 card expiry, §7
 * /me/payments; decisions 0183, 0460, 0435): the card fields are the isolated card frame, as at
 * checkout; the page holds no card input, names the fields with a problem, and sends only the
 * frame's sealed card. Today is 2026-11-22 (FixedClock).
 */

const ADDRESSES: readonly SavedAddress[] = checkoutSamples.SAMPLE_CHECKOUTS.withAddress.savedAddresses;

/** The card fields, inside the card frame's own document (jsdom binds the frame's behaviour, decision 0460). */
const frameDocument = () => (screen.getByTitle('Card details') as HTMLIFrameElement).contentDocument!;
const cardFrame = () => within(frameDocument().body);

/** Opens "Add card" and types a card into the frame (the name starts as the customer's). */
async function typeCard(app: Awaited<ReturnType<typeof renderIdentityApp>>, expiry: string, number = '4111 1111 1111 1111', code = '123') {
  await app.user.click(await screen.findByRole('button', { name: 'Add card' }));
  expect((cardFrame().getByRole('textbox', { name: 'Name on card' }) as HTMLInputElement).value).toBe('Sarah Johnson');
  await app.user.type(cardFrame().getByRole('textbox', { name: 'Card number' }), number);
  await app.user.type(cardFrame().getByRole('textbox', { name: 'Expiration date (MM/YY)' }), expiry);
  await app.user.type(cardFrame().getByRole('textbox', { name: /^Security code/ }), code);
}

describe('the payments page: Add card in the card frame', () => {
  it('saves a card typed in the frame: the page has no card input, sends only ciphertexts, and the card is saved verified', async () => {
    const app = await renderIdentityApp('/account/payments', { signedInAs: SARAH.email, savedAddresses: ADDRESSES });
    expect(await screen.findByText('You have no saved cards yet.')).not.toBeNull();
    const addCard = vi.spyOn(app.payments, 'addCard');
    await typeCard(app, '04/30');
    const form = screen.getByRole('region', { name: 'Add a card' });
    expect(within(form).queryByRole('textbox', { name: 'Card number' })).toBeNull();
    expect(document.querySelector('input[autocomplete="cc-number"], input[name="cardnumber"], input[name="cvc"]')).toBeNull();
    expect(screen.getByTitle('Card details').getAttribute('sandbox')).toBe('allow-scripts allow-forms');
    expect(cardFrame().getByTestId('card-brand').textContent).toBe('Card type: Visa');
    expect((within(form).getByRole('radio', { name: new RegExp(ADDRESSES[0]!.address.address1) }) as HTMLInputElement).checked).toBe(true);

    await app.user.click(within(form).getByRole('button', { name: 'Save card' }));
    const card = await screen.findByText('Visa ending in 1111');
    expect(await screen.findByText('The card was saved.')).not.toBeNull();
    const item = card.closest('li')!;
    expect(within(item).getByText(/Sarah Johnson · Expires 04\/30/)).not.toBeNull();
    expect(within(item).queryByText('Needs verification')).toBeNull();
    expect(addCard).toHaveBeenCalledTimes(1);
    const sent = addCard.mock.calls[0]![0];
    expect(sent).toMatchObject({ encryptionId: 'pxp-fake-1', expirationMonth: 4, expirationYear: 2030, nameOnCard: 'Sarah Johnson', billing: { addressId: ADDRESSES[0]!.id }, visible: true });
    expect(sent.encryptedSecurityCode).toEqual(expect.any(String));
    expect(JSON.stringify(sent)).not.toMatch(/4111 ?1111 ?1111 ?1111|"123"/);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add card' })));
  });

  it('names the fields with a problem, shows each in the frame, moves the focus there, sends nothing and keeps what was typed', async () => {
    const app = await renderIdentityApp('/account/payments', { signedInAs: SARAH.email, savedAddresses: ADDRESSES });
    const addCard = vi.spyOn(app.payments, 'addCard');
    await typeCard(app, '01/20', '4111 1111 1111 1112', '12');
    await app.user.click(screen.getByRole('button', { name: 'Save card' }));
    const problem = await screen.findByTestId('card-problem');
    expect(problem.getAttribute('role')).toBe('alert');
    expect(problem.textContent).toBe('Check the card details: Card number, Expiration date (MM/YY), Security code.');
    const expiry = cardFrame().getByRole('textbox', { name: 'Expiration date (MM/YY)' });
    expect(expiry.getAttribute('aria-invalid')).toBe('true');
    expect(frameDocument().getElementById(expiry.getAttribute('aria-describedby')!)?.textContent).toBe('This card has expired.');
    expect(frameDocument().activeElement).toBe(cardFrame().getByRole('textbox', { name: 'Card number' }));
    expect((cardFrame().getByRole('textbox', { name: 'Card number' }) as HTMLInputElement).value).toBe('4111 1111 1111 1112');
    expect(addCard).not.toHaveBeenCalled();

    fireEvent.input(cardFrame().getByRole('textbox', { name: 'Card number' }), { target: { value: '4111111111111111' } });
    fireEvent.input(expiry, { target: { value: '04/30' } });
    fireEvent.input(cardFrame().getByRole('textbox', { name: /^Security code/ }), { target: { value: '123' } });
    await app.user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Visa ending in 1111')).not.toBeNull();
    expect(screen.queryByTestId('card-problem')).toBeNull();
  });

  it.each<[SavedPaymentErrorCode, string]>([
    ['PAYMENT.CARD_EXPIRED', 'This card has expired. Check the expiration date.'],
    ['PAYMENT.CARD_INVALID', 'We could not accept this card. Check the card details and try again.'],
    ['PAYMENT.DECRYPTION_FAILED', 'The card could not be saved. Please try again.'],
  ])('a refusal %s is an alert that takes the focus; the frame keeps the card for another try', async (code, text) => {
    const app = await renderIdentityApp('/account/payments', { signedInAs: SARAH.email, savedAddresses: ADDRESSES });
    const addCard = vi.spyOn(app.payments, 'addCard').mockResolvedValueOnce(err(domainError(code, code)));
    await typeCard(app, '04/30');
    await app.user.click(screen.getByRole('button', { name: 'Save card' }));
    const alert = await screen.findByText(text);
    expect(alert.getAttribute('role')).toBe('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect((cardFrame().getByRole('textbox', { name: 'Card number' }) as HTMLInputElement).value).toBe('4111 1111 1111 1111');
    expect((cardFrame().getByRole('textbox', { name: /^Security code/ }) as HTMLInputElement).value).toBe('123');
    await app.user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Visa ending in 1111')).not.toBeNull();
    expect(addCard).toHaveBeenCalledTimes(2);
  });

  it('a server fault says nothing typed is lost; a book without addresses asks for one first', async () => {
    const app = await renderIdentityApp('/account/payments', { signedInAs: SARAH.email, savedAddresses: ADDRESSES });
    vi.spyOn(app.payments, 'addCard').mockRejectedValueOnce(new Error('500'));
    await typeCard(app, '04/30');
    await app.user.click(screen.getByRole('button', { name: 'Save card' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on our side and your card was not saved. Nothing you typed is lost: please try again.');
    expect((cardFrame().getByRole('textbox', { name: 'Expiration date (MM/YY)' }) as HTMLInputElement).value).toBe('04/30');
    app.unmount();

    const empty = await renderIdentityApp('/account/payments', { signedInAs: SARAH.email });
    const addCard = vi.spyOn(empty.payments, 'addCard');
    await typeCard(empty, '04/30');
    await empty.user.click(screen.getByRole('button', { name: 'Save card' }));
    expect((await screen.findByRole('alert')).textContent).toBe("Add an address to your address book first: it is the card's billing address.");
    expect(addCard).not.toHaveBeenCalled();
  });

  it('Cancel closes the form and gives the focus back to Add card', async () => {
    const app = await renderIdentityApp('/account/payments', { signedInAs: SARAH.email, savedAddresses: ADDRESSES });
    await app.user.click(await screen.findByRole('button', { name: 'Add card' }));
    await app.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTitle('Card details')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add card' })));
  });
});

describe('the payments page: Verify card with the security code in the card frame (decision 0436)', () => {
  const AMEX = checkoutSamples.SAMPLE_SAVED_CARDS.unverifiedAmex;
  const codeFrameDocument = () => (screen.getByTitle('Security code') as HTMLIFrameElement).contentDocument!;
  const codeFrame = () => within(codeFrameDocument().body);

  /** The payments page with an Amex card that needs verification, its "Verify card" form open. */
  async function openVerify() {
    const app = await renderIdentityApp('/account/payments', { signedInAs: SARAH.email, savedAddresses: ADDRESSES, savedPayments: [AMEX] });
    await app.user.click(await screen.findByRole('button', { name: 'Verify card' }));
    return { app, form: screen.getByRole('form', { name: 'Verify card' }) };
  }

  it('types the code in a sandboxed frame that holds only the code, sends only its ciphertext, and the card is verified', async () => {
    const { app, form } = await openVerify();
    const verify = vi.spyOn(app.payments, 'verify');
    const iframe = screen.getByTitle('Security code');
    expect(iframe.getAttribute('sandbox')).toBe('allow-scripts allow-forms');
    expect(iframe.getAttribute('src')).toBe('/card-frame?locale=en-US&mode=security-code&brand=AMEX');
    expect(within(form).queryByRole('textbox')).toBeNull();
    expect(document.querySelector('input[name="cvc"], input[autocomplete="cc-csc"]')).toBeNull();
    const code = codeFrame().getByRole('textbox', { name: 'Security code' });
    expect(codeFrameDocument().getElementById(code.getAttribute('aria-describedby')!)?.textContent).toBe('4 digits on the front of the card.');
    expect(codeFrame().queryByRole('textbox', { name: 'Card number' })).toBeNull();

    await app.user.type(code, '12345');
    expect((code as HTMLInputElement).value).toBe('1234');
    await app.user.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The card was verified.')).not.toBeNull();
    expect(screen.queryByText('Needs verification')).toBeNull();
    expect(verify).toHaveBeenCalledTimes(1);
    const [id, sent] = verify.mock.calls[0]!;
    expect(id).toBe(AMEX.id);
    expect(sent).toEqual({ encrypted: expect.any(String), encryptionId: 'pxp-fake-1' });
    expect(sent.encrypted).not.toBe('1234');
  });

  it('a code of the wrong length is named in an alert, shown in the frame with the focus on it, and nothing is sent', async () => {
    const { app, form } = await openVerify();
    const verify = vi.spyOn(app.payments, 'verify');
    const code = codeFrame().getByRole('textbox', { name: 'Security code' });
    await app.user.type(code, '123');
    await app.user.click(within(form).getByRole('button', { name: 'Verify' }));
    const problem = await screen.findByTestId('card-problem');
    expect(problem.getAttribute('role')).toBe('alert');
    expect(problem.textContent).toBe('Check the card details: Security code.');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(codeFrameDocument().activeElement).toBe(code);
    expect(verify).not.toHaveBeenCalled();
  });

  it('a code the server does not match is an alert that takes the focus; the frame keeps it for another try', async () => {
    const { app, form } = await openVerify();
    const verify = vi.spyOn(app.payments, 'verify').mockResolvedValueOnce(err(domainError('PAYMENT.CARD_INVALID', 'no match', { reason: 'SECURITY_CODE' })));
    await app.user.type(codeFrame().getByRole('textbox', { name: 'Security code' }), '1234');
    await app.user.click(within(form).getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByText('The security code does not match this card.');
    expect(alert.getAttribute('role')).toBe('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect((codeFrame().getByRole('textbox', { name: 'Security code' }) as HTMLInputElement).value).toBe('1234');
    await app.user.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The card was verified.')).not.toBeNull();
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('a refusal other than a wrong code (unreadable, card gone) says the card was not verified', async () => {
    const { app, form } = await openVerify();
    vi.spyOn(app.payments, 'verify')
      .mockResolvedValueOnce(err(domainError('PAYMENT.DECRYPTION_FAILED', 'unreadable')))
      .mockResolvedValueOnce(err(domainError('PAYMENT.NOT_FOUND', 'gone')));
    await app.user.type(codeFrame().getByRole('textbox', { name: 'Security code' }), '1234');
    await app.user.click(within(form).getByRole('button', { name: 'Verify' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Something went wrong on our side and the card was not verified. Please try again.');
    await app.user.click(within(form).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('Something went wrong on our side and the card was not verified. Please try again.'));
  });
});

