import type { CardEncryptor } from '@vitrine/core';
import { cardBrandOf, formatCardNumber, formatExpiry, type CardDraft, type CardDraftErrors, type CardField } from '../components/card/card-rules';
import { BRAND_SLOT, CARD_FRAME_INPUTS, CARD_FRAME_TEXTS_ID, type CardFrameTexts } from './card-frame-document';
import type { CardFrameMode } from '../components/card/card-frame-protocol';
import { serveCardFrame, type CardFrameEndpoint, type CardFrameEndpointOptions, type CardFrameFields } from './card-frame-endpoint';

/**
 * The card frame's behaviour on its server-rendered document (decision 0460): it formats the
 * fields as the brand prints them, announces the brand, shows the problems the page's requests find,
 * and answers the page through {@link serveCardFrame} with `encryptor` and the key the page passes.
 * The clear number and security code never leave `doc`. A document in security-code mode (its
 * form's `data-mode`, decision 0436) has only the security code of a saved card of the form's
 * `data-card-type`, checked and sealed as that brand's. Returns the endpoint (its height is posted
 * whenever the body's size changes, where ResizeObserver exists).
 */
export function mountCardFrame(doc: Document, options: Pick<CardFrameEndpointOptions, 'parent' | 'listen'> & { readonly encryptor: CardEncryptor }): CardFrameEndpoint {
  const form = doc.getElementById('card-frame');
  const mode: CardFrameMode = form?.dataset['mode'] === 'security-code' ? { kind: 'security-code', cardType: form.dataset['cardType'] ?? '' } : { kind: 'card' };
  const FIELDS: readonly CardField[] = mode.kind === 'card' ? ['nameOnCard', 'cardNumber', 'expiry', 'securityCode'] : ['securityCode'];
  const texts = JSON.parse(doc.getElementById(CARD_FRAME_TEXTS_ID)?.textContent ?? '{}') as CardFrameTexts;
  const inputOf = (field: CardField) => doc.getElementById(CARD_FRAME_INPUTS[field].name) as HTMLInputElement | null;
  const valueOf = (field: CardField) => inputOf(field)?.value ?? '';
  const brandLine = doc.getElementById('card-brand');
  const codeHint = doc.getElementById(`${CARD_FRAME_INPUTS.securityCode.name}-hint`);
  let shown: CardDraftErrors = {};

  const draft = (): CardDraft => ({ nameOnCard: valueOf('nameOnCard'), cardNumber: valueOf('cardNumber'), expiry: valueOf('expiry'), securityCode: valueOf('securityCode') });

  /** The brand line and the security code's hint follow the number (a security-code frame's hint is the server's, for the saved card's brand). */
  function showBrand(): void {
    if (!brandLine) return;
    const brand = cardBrandOf(valueOf('cardNumber'));
    brandLine.textContent = brand ? texts.brand.replace(BRAND_SLOT, brand.name) : '';
    if (codeHint) codeHint.textContent = brand?.code === 'AMEX' ? texts.securityCodeHintAmex : texts.securityCodeHint;
  }

  /** Each field's problem under it, linked with aria-describedby and marked aria-invalid. */
  function showErrors(errors: CardDraftErrors): void {
    shown = errors;
    for (const field of FIELDS) {
      const input = inputOf(field)!;
      const { name } = CARD_FRAME_INPUTS[field];
      const code = errors[field];
      const slot = doc.getElementById(`${name}-error`)!;
      slot.textContent = code ? (texts.errors[field][code] ?? '') : '';
      const described = [codeHint && field === 'securityCode' ? codeHint.id : null, code ? slot.id : null].filter(Boolean).join(' ');
      if (described) input.setAttribute('aria-describedby', described);
      else input.removeAttribute('aria-describedby');
      if (code) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
  }

  const fields: CardFrameFields = {
    mode,
    draft,
    showErrors,
    focus: () => (FIELDS.map((field) => inputOf(field)!).find((input) => input.getAttribute('aria-invalid') === 'true') ?? inputOf(FIELDS[0]!)!).focus(),
    prefillName: (nameOnCard) => {
      const name = inputOf('nameOnCard');
      if (name && name.value === '') name.value = nameOnCard;
    },
  };

  let previousExpiry = '';
  inputOf('cardNumber')?.addEventListener('input', (event) => {
    const input = event.currentTarget as HTMLInputElement;
    input.value = formatCardNumber(input.value);
    showBrand();
  });
  inputOf('expiry')?.addEventListener('input', (event) => {
    const input = event.currentTarget as HTMLInputElement;
    input.value = formatExpiry(input.value, previousExpiry);
    previousExpiry = input.value;
  });
  inputOf('securityCode')!.addEventListener('input', (event) => {
    const input = event.currentTarget as HTMLInputElement;
    input.value = input.value.replace(/\D/g, '').slice(0, mode.kind === 'security-code' && mode.cardType !== 'AMEX' ? 3 : 4);
  });
  // A field's problem goes once it is edited; the others stay until the page asks again.
  for (const field of FIELDS) {
    inputOf(field)!.addEventListener('input', () => {
      if (!shown[field]) return;
      const rest = { ...shown };
      delete rest[field];
      showErrors(rest);
    });
  }
  // Enter in a field submits nothing: the page's "Place order" (or "Verify") asks for the card.
  form?.addEventListener('submit', (event) => event.preventDefault());

  // What was typed before this script ran (a slow network) is formatted and its brand told now.
  const number = inputOf('cardNumber');
  if (number) number.value = formatCardNumber(number.value);
  const expiry = inputOf('expiry');
  if (expiry) expiry.value = formatExpiry(expiry.value);
  previousExpiry = expiry?.value ?? '';
  showBrand();
  const endpoint = serveCardFrame({ ...options, fields });
  const view = doc.defaultView as (Window & { ResizeObserver?: typeof ResizeObserver }) | null;
  if (view?.ResizeObserver) new view.ResizeObserver(() => endpoint.postHeight(Math.ceil(doc.documentElement.scrollHeight))).observe(doc.body);
  return endpoint;
}
