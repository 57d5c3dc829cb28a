import { useLingui } from '@lingui/react/macro';
import { useCardFieldErrorText } from '../components/card/card-field-error-text';
import type { CardFrameMode } from '../components/card/card-frame-protocol';
import type { CardField, CardFieldError } from '../components/card/card-rules';

/**
 * The card frame's whole document (decision 0460; acceptance criteria "card fields labelled 'Card
 * number', 'Expiration date (MM/YY)', 'Security code'"), rendered by the server in the page's
 * locale and never hydrated: name on card, number (with the detected brand announced), expiry and
 * security code, each labelled, with a slot for its problem. The frame's own script
 * (card-frame.entry.ts, the only script, with the response's nonce) reads the texts it needs from
 * the JSON block `card-frame-texts`. No provider script, no other origin.
 */

/** The id, name and autocomplete of each field's input. */
export const CARD_FRAME_INPUTS: Readonly<Record<CardField, { readonly name: string; readonly autoComplete: string }>> = {
  nameOnCard: { name: 'ccname', autoComplete: 'cc-name' },
  cardNumber: { name: 'cardnumber', autoComplete: 'cc-number' },
  expiry: { name: 'cc-exp', autoComplete: 'cc-exp' },
  securityCode: { name: 'cvc', autoComplete: 'cc-csc' },
};

/** What the frame's script shows: each field's problem texts by code, the brand line ({@link BRAND_SLOT} for the name) and the security code hints. */
export interface CardFrameTexts {
  readonly errors: Readonly<Record<CardField, Partial<Record<CardFieldError, string>>>>;
  readonly brand: string;
  readonly securityCodeHint: string;
  readonly securityCodeHintAmex: string;
}

/** Where the brand's name goes in {@link CardFrameTexts.brand}. */
export const BRAND_SLOT = '%BRAND%';

/** The id of the JSON block holding {@link CardFrameTexts}. */
export const CARD_FRAME_TEXTS_ID = 'card-frame-texts';

const CODES: readonly CardFieldError[] = ['REQUIRED', 'INVALID', 'BRAND_UNSUPPORTED', 'EXPIRED'];

/** The frame's texts in the active locale. */
function useCardFrameTexts(): CardFrameTexts {
  const { t } = useLingui();
  const errorText = useCardFieldErrorText();
  const errorsOf = (field: CardField) => Object.fromEntries(CODES.map((code) => [code, errorText(field, code)]));
  const brand = { name: BRAND_SLOT };
  return {
    errors: { nameOnCard: errorsOf('nameOnCard'), cardNumber: errorsOf('cardNumber'), expiry: errorsOf('expiry'), securityCode: errorsOf('securityCode') },
    brand: t`Card type: ${brand.name}`,
    securityCodeHint: t`3 digits on the back of the card.`,
    securityCodeHintAmex: t`4 digits on the front of the card.`,
  };
}

/** The frame's look: its own few rules (the storefront's stylesheets are not loaded here). */
const CARD_FRAME_CSS = `
*{box-sizing:border-box}
html,body{margin:0;padding:0;background:transparent;color:#1f1f1f;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
form{display:grid;gap:12px;padding:2px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
label{display:block;font-weight:600;margin-bottom:4px}
.hint{margin:0 0 4px;font-size:.875rem;color:#555}
input{width:100%;min-height:44px;padding:8px 10px;border:1px solid #6b6b6b;border-radius:4px;font:inherit;background:#fff;color:inherit}
input:focus-visible{outline:3px solid #1a5fb4;outline-offset:1px}
input[aria-invalid=true]{border-color:#a4161a}
.error{margin:4px 0 0;color:#a4161a;font-size:.875rem}
.error:empty{display:none}
.brand{margin:-4px 0 0;min-height:1.25rem;font-size:.875rem;color:#555}
`;

/** One labelled input with its optional hint and its problem's slot (ids `<name>`, `<name>-hint`, `<name>-error`). */
function FrameField({ field, label, hint }: { field: CardField; label: string; hint?: string }) {
  const { name, autoComplete } = CARD_FRAME_INPUTS[field];
  return (
    <div>
      <label htmlFor={name}>{label}</label>
      {hint !== undefined && (
        <p id={`${name}-hint`} className="hint">
          {hint}
        </p>
      )}
      <input
        id={name}
        name={name}
        type="text"
        autoComplete={autoComplete}
        inputMode={field === 'nameOnCard' ? undefined : 'numeric'}
        aria-required
        aria-describedby={hint !== undefined ? `${name}-hint` : undefined}
        data-field={field}
      />
      <p id={`${name}-error`} className="error" data-error-for={field} />
    </div>
  );
}

/**
 * The frame's document in the active locale; `script` is the frame entry's URL, `nonce` the
 * response's CSP nonce. `mode` (default a whole card): in 'security-code' mode (decision 0436) the
 * form holds only the labelled security code of a saved card, its hint for the card's brand (4
 * digits on the front for AMEX, 3 on the back otherwise); the form's `data-mode` and
 * `data-card-type` tell the frame's script.
 */
export function CardFrameDocument({ lang, script, nonce, mode = { kind: 'card' } }: { lang: string; script: string | null; nonce?: string; mode?: CardFrameMode }) {
  const { t } = useLingui();
  const texts = useCardFrameTexts();
  const json = JSON.stringify(texts).replace(/</g, '\\u003c');
  if (mode.kind === 'security-code') {
    return (
      <html lang={lang}>
        <head>
          <meta charSet="UTF-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          <title>{t`Security code`}</title>
          <style nonce={nonce} dangerouslySetInnerHTML={{ __html: CARD_FRAME_CSS }} />
        </head>
        <body>
          <form id="card-frame" noValidate data-mode="security-code" data-card-type={mode.cardType}>
            <FrameField field="securityCode" label={t`Security code`} hint={mode.cardType === 'AMEX' ? texts.securityCodeHintAmex : texts.securityCodeHint} />
          </form>
          <script type="application/json" id={CARD_FRAME_TEXTS_ID} dangerouslySetInnerHTML={{ __html: json }} />
          {script && <script type="module" src={script} nonce={nonce} crossOrigin="anonymous" />}
        </body>
      </html>
    );
  }
  return (
    <html lang={lang}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{t`Card details`}</title>
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: CARD_FRAME_CSS }} />
      </head>
      <body>
        <form id="card-frame" noValidate>
          <FrameField field="nameOnCard" label={t`Name on card`} />
          <FrameField field="cardNumber" label={t`Card number`} />
          <p id="card-brand" className="brand" aria-live="polite" data-testid="card-brand" />
          <div className="row">
            <FrameField field="expiry" label={t`Expiration date (MM/YY)`} />
            <FrameField field="securityCode" label={t`Security code`} hint={texts.securityCodeHint} />
          </div>
        </form>
        <script type="application/json" id={CARD_FRAME_TEXTS_ID} dangerouslySetInnerHTML={{ __html: json }} />
        {script && <script type="module" src={script} nonce={nonce} crossOrigin="anonymous" />}
      </body>
    </html>
  );
}
