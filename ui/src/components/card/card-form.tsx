import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '../forms/form-field';
import { cardBrandOf, formatCardNumber, formatExpiry, type CardDraft, type CardDraftErrors, type CardField, type CardFieldError } from './card-rules';
import formStyles from '../forms/forms.module.css';
import styles from './card-form.module.css';

/** The text of a card field's problem. */
export function useCardFieldErrorText(): (field: CardField, code: CardFieldError | undefined | null) => string | undefined {
  const { t } = useLingui();
  return (field, code) => {
    if (!code) return undefined;
    switch (field) {
      case 'nameOnCard':
        return t`Enter the name as it appears on the card.`;
      case 'cardNumber':
        return code === 'REQUIRED' ? t`Enter the card number.` : code === 'BRAND_UNSUPPORTED' ? t`We don't accept this type of card.` : t`Check the card number: it is not a valid card number.`;
      case 'expiry':
        return code === 'REQUIRED' ? t`Enter the expiration date.` : code === 'EXPIRED' ? t`This card has expired.` : t`Enter the expiration date as MM/YY, for example 04/29.`;
      case 'securityCode':
        return code === 'REQUIRED' ? t`Enter the security code.` : t`Enter the 3-digit security code (4 digits for American Express).`;
    }
  };
}

/**
 * The new card's fields (acceptance criteria "card fields labelled 'Card number', 'Expiration date (MM/YY)',
 * 'Security code'"): name on card, number (grouped as the brand prints it; the brand detected by
 * card-validator is announced), expiry and security code, each with its problem. Controlled.
 */
export function CardForm({ draft, onChange, errors }: { draft: CardDraft; onChange: (draft: CardDraft) => void; errors: CardDraftErrors }) {
  const { t } = useLingui();
  const errorText = useCardFieldErrorText();
  const brand = cardBrandOf(draft.cardNumber);
  return (
    <div className={formStyles.form}>
      <TextField label={t`Name on card`} name="ccname" value={draft.nameOnCard} onChange={(nameOnCard) => onChange({ ...draft, nameOnCard })} autoComplete="cc-name" error={errorText('nameOnCard', errors.nameOnCard)} />
      <TextField
        label={t`Card number`}
        name="cardnumber"
        inputMode="numeric"
        autoComplete="cc-number"
        value={draft.cardNumber}
        onChange={(value) => onChange({ ...draft, cardNumber: formatCardNumber(value) })}
        error={errorText('cardNumber', errors.cardNumber)}
      />
      <p className={styles.brand} aria-live="polite" data-testid="card-brand">
        {brand ? <Trans>Card type: {brand.name}</Trans> : ''}
      </p>
      <div className={formStyles.row}>
        <TextField
          label={t`Expiration date (MM/YY)`}
          name="cc-exp"
          inputMode="numeric"
          autoComplete="cc-exp"
          value={draft.expiry}
          onChange={(value) => onChange({ ...draft, expiry: formatExpiry(value, draft.expiry) })}
          error={errorText('expiry', errors.expiry)}
        />
        <TextField
          label={t`Security code`}
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={draft.securityCode}
          onChange={(value) => onChange({ ...draft, securityCode: value.replace(/\D/g, '').slice(0, 4) })}
          hint={brand?.code === 'AMEX' ? t`4 digits on the front of the card.` : t`3 digits on the back of the card.`}
          error={errorText('securityCode', errors.securityCode)}
        />
      </div>
    </div>
  );
}
