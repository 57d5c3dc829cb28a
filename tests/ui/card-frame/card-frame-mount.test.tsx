import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeCardEncryptor } from '@vitrine/adapters/in-memory';
import { CardFrameDocument } from '../../../ui/src/card-frame/card-frame-document';
import { mountCardFrame } from '../../../ui/src/card-frame/card-frame-mount';
import type { CardFrameEndpoint } from '../../../ui/src/card-frame/card-frame-endpoint';
import type { CardFrameMode } from '../../../ui/src/components/card/card-frame-protocol';

/** The card frame's own document and behaviour (decision 0460): labelled fields, formatting, brand, problems shown in the frame. */

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));

const TODAY = { year: 2026, monthIndex: 10 };
type Handler = (event: MessageEvent) => void;

/** The frame's document as the server renders it, mounted; `typed` fills fields before the script runs. */
function mounted(typed: { cardNumber?: string; expiry?: string } = {}, mode: CardFrameMode = { kind: 'card' }) {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  const doc = iframe.contentDocument!;
  doc.open();
  doc.write(
    `<!DOCTYPE html>${renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <CardFrameDocument lang="en-US" script="/assets/card-frame-abc.js" nonce="n0nce" mode={mode} />
      </I18nProvider>,
    )}`,
  );
  doc.close();
  if (typed.cardNumber) (doc.getElementById('cardnumber') as HTMLInputElement).value = typed.cardNumber;
  if (typed.expiry) (doc.getElementById('cc-exp') as HTMLInputElement).value = typed.expiry;
  const handlers = new Set<Handler>();
  const parent = { postMessage: vi.fn() };
  const endpoint = mountCardFrame(doc, {
    parent: parent as never,
    listen: (handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    encryptor: new FakeCardEncryptor(),
  });
  const channel = new MessageChannel();
  const answers: unknown[] = [];
  channel.port1.onmessage = (event) => answers.push(event.data);
  const connect = (nameOnCard: string) => handlers.forEach((handler) => handler({ data: { type: 'vitrine:card-frame:connect', nameOnCard }, source: parent, ports: [channel.port2] } as unknown as MessageEvent));
  const ask = async (request: object) => {
    const before = answers.length;
    channel.port1.postMessage(request);
    await vi.waitFor(() => expect(answers.length).toBeGreaterThan(before));
    return answers.at(-1);
  };
  opened.push({ endpoint, channel, iframe });
  return { doc, body: within(doc.body), parent, connect, ask };
}

const opened: { endpoint: CardFrameEndpoint; channel: MessageChannel; iframe: HTMLIFrameElement }[] = [];
afterEach(() => {
  for (const { endpoint, channel, iframe } of opened.splice(0)) {
    endpoint.close();
    channel.port1.close();
    iframe.remove();
  }
});

describe('the card frame document', { timeout: 30_000 }, () => {
  it('has labelled fields, its own script with the nonce as its only script, and no provider script', () => {
    const { doc, body } = mounted();
    for (const name of ['Name on card', 'Card number', 'Expiration date (MM/YY)', /^Security code/]) expect(body.getByRole('textbox', { name })).toBeTruthy();
    const scripts = [...doc.querySelectorAll('script[src]')];
    expect(scripts.map((script) => [script.getAttribute('src'), script.getAttribute('nonce'), script.getAttribute('type')])).toEqual([['/assets/card-frame-abc.js', 'n0nce', 'module']]);
    expect(doc.querySelector('script[src*="stripe"]')).toBeNull();
    expect(doc.title).toBe('Card details');
  });

  it('posts READY to its parent, formats what was typed before it ran and tells the brand', () => {
    const { parent, body } = mounted({ cardNumber: '378282246310005', expiry: '0430' });
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'vitrine:card-frame:ready' }, '*');
    expect((body.getByRole('textbox', { name: 'Card number' }) as HTMLInputElement).value).toBe('3782 822463 10005');
    expect((body.getByRole('textbox', { name: 'Expiration date (MM/YY)' }) as HTMLInputElement).value).toBe('04/30');
    expect(body.getByTestId('card-brand').textContent).toBe('Card type: American Express');
    expect(body.getByText('4 digits on the front of the card.')).toBeTruthy();
  });

  it('formats as typed, shows the problems a request finds (described and invalid), clears one when it is edited, and focuses the first', async () => {
    const { doc, body, connect, ask } = mounted();
    connect('Roni Costa');
    expect((body.getByRole('textbox', { name: 'Name on card' }) as HTMLInputElement).value).toBe('Roni Costa');
    const number = body.getByRole('textbox', { name: 'Card number' }) as HTMLInputElement;
    fireEvent.input(number, { target: { value: '4111111111111112' } });
    expect(number.value).toBe('4111 1111 1111 1112');
    const expiry = body.getByRole('textbox', { name: 'Expiration date (MM/YY)' }) as HTMLInputElement;
    fireEvent.input(expiry, { target: { value: '01' } });
    expect(expiry.value).toBe('01/');
    fireEvent.input(expiry, { target: { value: '01/2' } });
    fireEvent.input(expiry, { target: { value: '01/20' } });
    const code = body.getByRole('textbox', { name: /^Security code/ }) as HTMLInputElement;
    fireEvent.input(code, { target: { value: '12a345' } });
    expect(code.value).toBe('1234');

    expect(await ask({ id: 1, type: 'validate', today: TODAY })).toEqual({ id: 1, type: 'invalid', errors: { cardNumber: 'INVALID', expiry: 'EXPIRED', securityCode: 'INVALID' } });
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(doc.getElementById(number.getAttribute('aria-describedby')!)?.textContent).toBe('Check the card number: it is not a valid card number.');
    expect(code.getAttribute('aria-describedby')).toBe('cvc-hint cvc-error');
    expect(await ask({ id: 2, type: 'focus' })).toEqual({ id: 2, type: 'focused' });
    expect(doc.activeElement).toBe(number);

    fireEvent.input(number, { target: { value: '4111111111111111' } });
    expect(number.getAttribute('aria-invalid')).toBeNull();
    expect(number.hasAttribute('aria-describedby')).toBe(false);
    expect(expiry.getAttribute('aria-invalid')).toBe('true');
    fireEvent.input(number, { target: { value: '4111111111111111' } });
    fireEvent.input(expiry, { target: { value: '04/30' } });
    fireEvent.input(code, { target: { value: '123' } });
    expect(await ask({ id: 3, type: 'validate', today: TODAY })).toMatchObject({ id: 3, type: 'valid', summary: { cardType: 'VISA', lastFourDigits: '1111' } });
    expect(doc.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expect(await ask({ id: 4, type: 'focus' })).toEqual({ id: 4, type: 'focused' });
    expect(doc.activeElement).toBe(body.getByRole('textbox', { name: 'Name on card' }));
  });

  it('keeps a name already typed when the page connects', async () => {
    const { body, connect, ask } = mounted();
    fireEvent.input(body.getByRole('textbox', { name: 'Name on card' }), { target: { value: 'R Costa' } });
    connect('Roni Costa');
    expect((body.getByRole('textbox', { name: 'Name on card' }) as HTMLInputElement).value).toBe('R Costa');
    expect(await ask({ id: 9, type: 'validate', today: TODAY })).toMatchObject({ id: 9, type: 'invalid' });
  });

  it('in security-code mode holds only the labelled code, hinted and checked for the saved card’s brand, and seals it (decision 0436)', async () => {
    const { doc, body, connect, ask } = mounted({}, { kind: 'security-code', cardType: 'VISA' });
    expect(doc.title).toBe('Security code');
    expect(body.getAllByRole('textbox')).toHaveLength(1);
    const code = body.getByRole('textbox', { name: 'Security code' }) as HTMLInputElement;
    expect(code.getAttribute('autocomplete')).toBe('cc-csc');
    expect(doc.getElementById(code.getAttribute('aria-describedby')!)?.textContent).toBe('3 digits on the back of the card.');
    connect('Roni Costa');
    fireEvent.input(code, { target: { value: '12a34' } });
    expect(code.value).toBe('123');
    fireEvent.input(code, { target: { value: '12' } });
    expect(await ask({ id: 1, type: 'validate-code' })).toEqual({ id: 1, type: 'invalid', errors: { securityCode: 'INVALID' } });
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(doc.getElementById('cvc-error')?.textContent).not.toBe('');
    expect(await ask({ id: 2, type: 'focus' })).toEqual({ id: 2, type: 'focused' });
    expect(doc.activeElement).toBe(code);
    fireEvent.input(code, { target: { value: '123' } });
    expect(code.hasAttribute('aria-invalid')).toBe(false);
    const sealed = (await ask({ id: 3, type: 'seal-code', key: { pem: 'k', encryptionId: 'pxp-1', expiresAt: null } })) as { type: string; sealed: { encrypted: string; encryptionId: string } };
    expect(sealed.type).toBe('sealed-code');
    expect(sealed.sealed.encryptionId).toBe('pxp-1');
    expect(sealed.sealed.encrypted).not.toBe('123');
    expect(await ask({ id: 4, type: 'validate', today: TODAY })).toMatchObject({ id: 4, type: 'refused' });
  });

  it('in security-code mode for an Amex card takes 4 digits and hints the front of the card', () => {
    const { doc, body } = mounted({}, { kind: 'security-code', cardType: 'AMEX' });
    const code = body.getByRole('textbox', { name: 'Security code' }) as HTMLInputElement;
    expect(doc.getElementById('cvc-hint')?.textContent).toBe('4 digits on the front of the card.');
    fireEvent.input(code, { target: { value: '123456' } });
    expect(code.value).toBe('1234');
  });
});
