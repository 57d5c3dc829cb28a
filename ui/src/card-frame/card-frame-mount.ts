import type { CardEncryptor } from '@vitrine/core';
import { cardBrandOf, formatCardNumber, formatExpiry, type CardDraft, type CardDraftErrors, type CardField } from '../components/card/card-rules';
import { BRAND_SLOT, CARD_FRAME_INPUTS, CARD_FRAME_TEXTS_ID, type CardFrameTexts } from './card-frame-document';
import { serveCardFrame, type CardFrameEndpoint, type CardFrameEndpointOptions, type CardFrameFields } from './card-frame-endpoint';

/**
 * The card frame's behaviour on its server-rendered document (decision 0460): it formats the
 * fields as the brand prints them, announces the brand, shows the problems the page's requests find,
 * and answers the page through {@link serveCardFrame} with `encryptor` and the key the page passes.
 * The clear number and security code never leave `doc`. Returns the endpoint (its height is posted
 * whenever the body's size changes, where ResizeObserver exists).
 */
export function mountCardFrame(doc: Document, options: Pick<CardFrameEndpointOptions, 'parent' | 'listen'> & { readonly encryptor: CardEncryptor }): CardFrameEndpoint {
  const FIELDS: readonly CardField[] = ['nameOnCard', 'cardNumber', 'expiry', 'securityCode'];
  const texts = JSON.parse(doc.getElementById(CARD_FRAME_TEXTS_ID)?.textContent ?? '{}') as CardFrameTexts;
  const inputOf = (field: CardField) => doc.getElementById(CARD_FRAME_INPUTS[field].name) as HTMLInputElement;
  const brandLine = doc.getElementById('card-brand')!;
  const codeHint = doc.getElementById(`${CARD_FRAME_INPUTS.securityCode.name}-hint`);
  let shown: CardDraftErrors = {};

  const draft = (): CardDraft => ({ nameOnCard: inputOf('nameOnCard').value, cardNumber: inputOf('cardNumber').value, expiry: inputOf('expiry').value, securityCode: inputOf('securityCode').value });

  /** The brand line and the security code's hint follow the number. */
  function showBrand(): void {
    const brand = cardBrandOf(inputOf('cardNumber').value);
    brandLine.textContent = brand ? texts.brand.replace(BRAND_SLOT, brand.name) : '';
    if (codeHint) codeHint.textContent = brand?.code === 'AMEX' ? texts.securityCodeHintAmex : texts.securityCodeHint;
  }

  /** Each field's problem under it, linked with aria-describedby and marked aria-invalid. */
  function showErrors(errors: CardDraftErrors): void {
    shown = errors;
    for (const field of FIELDS) {
      const input = inputOf(field);
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
    draft,
    showErrors,
    focus: () => (FIELDS.map(inputOf).find((input) => input.getAttribute('aria-invalid') === 'true') ?? inputOf('nameOnCard')).focus(),
    prefillName: (nameOnCard) => {
      if (inputOf('nameOnCard').value === '') inputOf('nameOnCard').value = nameOnCard;
    },
  };

  let previousExpiry = '';
  inputOf('cardNumber').addEventListener('input', (event) => {
    const input = event.currentTarget as HTMLInputElement;
    input.value = formatCardNumber(input.value);
    showBrand();
  });
  inputOf('expiry').addEventListener('input', (event) => {
    const input = event.currentTarget as HTMLInputElement;
    input.value = formatExpiry(input.value, previousExpiry);
    previousExpiry = input.value;
  });
  inputOf('securityCode').addEventListener('input', (event) => {
    const input = event.currentTarget as HTMLInputElement;
    input.value = input.value.replace(/\D/g, '').slice(0, 4);
  });
  // A field's problem goes once it is edited; the others stay until the page asks again.
  for (const field of FIELDS) {
    inputOf(field).addEventListener('input', () => {
      if (!shown[field]) return;
      const rest = { ...shown };
      delete rest[field];
      showErrors(rest);
    });
  }
  // Enter in a field submits nothing: the page's "Place order" asks for the card.
  doc.getElementById('card-frame')?.addEventListener('submit', (event) => event.preventDefault());

  // What was typed before this script ran (a slow network) is formatted and its brand told now.
  inputOf('cardNumber').value = formatCardNumber(inputOf('cardNumber').value);
  inputOf('expiry').value = formatExpiry(inputOf('expiry').value);
  previousExpiry = inputOf('expiry').value;
  showBrand();
  const endpoint = serveCardFrame({ ...options, fields });
  const view = doc.defaultView as (Window & { ResizeObserver?: typeof ResizeObserver }) | null;
  if (view?.ResizeObserver) new view.ResizeObserver(() => endpoint.postHeight(Math.ceil(doc.documentElement.scrollHeight))).observe(doc.body);
  return endpoint;
}
