import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import {
  calendarDateFromIso,
  calendarDateToIso,
  GIFT_CARD_MESSAGE_MAX_LENGTH,
  type CalendarDate,
  type DeliveryWindow,
  type GiftCardField,
  type GiftCardFieldProblem,
  type GiftCardInfo,
  type GiftCardKind,
} from '@vitrine/core';
import { TextField } from './forms/form-field';
import formStyles from './forms/forms.module.css';
import { useGiftCardProblemText } from './gift-card-problem-text';
import styles from './gift-card-fields.module.css';

/** What the shopper typed in the recipient fields, kept as typed (a refusal changes nothing here). */
export interface GiftCardFormValues {
  readonly name: string;
  readonly emailAddress: string;
  readonly message: string;
  /** 'YYYY-MM-DD' from the date input; '' when empty. */
  readonly deliveryDate: string;
}

/** The refused fields of a gift card info, each with its problem (core's `giftCardProblems`). */
export type GiftCardProblems = Partial<Record<GiftCardField, GiftCardFieldProblem>>;

/** Empty recipient fields. */
export const EMPTY_GIFT_CARD_VALUES: GiftCardFormValues = { name: '', emailAddress: '', message: '', deliveryDate: '' };

/** The fields prefilled with a line's info (decision 0364); empty fields without one. */
export function giftCardFormValues(info: GiftCardInfo | undefined): GiftCardFormValues {
  if (!info) return EMPTY_GIFT_CARD_VALUES;
  return { name: info.name, emailAddress: info.emailAddress ?? '', message: info.message, deliveryDate: info.deliveryDate ? calendarDateToIso(info.deliveryDate) : '' };
}

/**
 * The form values as the gift card info core judges (`validateGiftCardInfo`): the date input's
 * text parsed ('' becomes absent, a text that is no real day an impossible date, so core answers
 * DELIVERY_DATE_INVALID).
 */
export function giftCardInfoOf(values: GiftCardFormValues): Record<string, unknown> {
  return {
    name: values.name,
    emailAddress: values.emailAddress,
    message: values.message,
    deliveryDate: values.deliveryDate === '' ? undefined : (calendarDateFromIso(values.deliveryDate) ?? { year: 0, month: 0, day: 0 }),
  };
}

/** The shopper's calendar day in the browser's time zone (decision 0282: "today" is the shopper's). */
export function localToday(): CalendarDate {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** Props of {@link GiftCardFields}. */
export interface GiftCardFieldsProps {
  /** 'egift' adds "Recipient email" and "Delivery date"; 'physical' has the name and the message only. */
  readonly kind: GiftCardKind;
  readonly values: GiftCardFormValues;
  readonly onChange: (field: keyof GiftCardFormValues, value: string) => void;
  /** The refused fields: each shows its translated problem under it and is aria-invalid. */
  readonly problems: GiftCardProblems;
  /** Limits the date input (min / max); null until the browser's today is known (after hydration). */
  readonly deliveryWindow: DeliveryWindow | null;
}

/**
 * The recipient fields of a gift card or e-gift card (shopping.md §3 "Cart item" gift card info;
 * decisions 0282, 0284, 0364), shared by the PDP buy box and the cart's edit dialog: "Recipient
 * name", for an e-gift card "Recipient email" and "Delivery date" (a native date input limited to
 * the delivery window), and "Message (optional)" with a characters-left count. Each refused field
 * shows its translated problem under it (aria-invalid, aria-describedby); the values stay as typed.
 */
export function GiftCardFields({ kind, values, onChange, problems, deliveryWindow }: GiftCardFieldsProps) {
  const { t } = useLingui();
  const problemText = useGiftCardProblemText();
  const id = useId();
  const egift = kind === 'egift';
  const left = GIFT_CARD_MESSAGE_MAX_LENGTH - values.message.length;
  const messageError = problems.message ? problemText(problems.message) : null;
  const dateError = problems.deliveryDate ? problemText(problems.deliveryDate) : null;
  const set = (field: keyof GiftCardFormValues) => (value: string) => onChange(field, value);

  return (
    <>
      <TextField label={t`Recipient name`} name="giftCardName" value={values.name} onChange={set('name')} autoComplete="off" error={problems.name ? problemText(problems.name) : undefined} />
      {egift && (
        <TextField
          label={t`Recipient email`}
          name="giftCardEmail"
          type="email"
          inputMode="email"
          autoComplete="off"
          value={values.emailAddress}
          onChange={set('emailAddress')}
          hint={t`We email the gift card to this address.`}
          error={problems.emailAddress ? problemText(problems.emailAddress) : undefined}
        />
      )}
      {egift && (
        <div className={formStyles.field}>
          <label htmlFor={`${id}-date`} className={formStyles.label}>
            <Trans>Delivery date</Trans>
          </label>
          <p id={`${id}-date-hint`} className={formStyles.hint}>
            <Trans>Sent on this day, up to a year from today.</Trans>
          </p>
          <input
            id={`${id}-date`}
            name="giftCardDeliveryDate"
            type="date"
            className={formStyles.input}
            value={values.deliveryDate}
            min={deliveryWindow ? calendarDateToIso(deliveryWindow.earliest) : undefined}
            max={deliveryWindow ? calendarDateToIso(deliveryWindow.latest) : undefined}
            aria-required
            aria-invalid={dateError ? true : undefined}
            aria-describedby={[`${id}-date-hint`, dateError ? `${id}-date-error` : null].filter(Boolean).join(' ')}
            onChange={(event) => set('deliveryDate')(event.target.value)}
          />
          {dateError && (
            <p id={`${id}-date-error`} className={formStyles.error}>
              {dateError}
            </p>
          )}
        </div>
      )}
      <div className={formStyles.field}>
        <label htmlFor={`${id}-message`} className={formStyles.label}>
          <Trans>Message</Trans>
          <span className={formStyles.optional}>
            {' '}
            <Trans>(optional)</Trans>
          </span>
        </label>
        <textarea
          id={`${id}-message`}
          name="giftCardMessage"
          className={`${formStyles.input} ${styles.textarea}`}
          value={values.message}
          rows={3}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={[`${id}-message-count`, messageError ? `${id}-message-error` : null].filter(Boolean).join(' ')}
          onChange={(event) => set('message')(event.target.value)}
        />
        <p id={`${id}-message-count`} className={styles.counter}>
          <Trans>{left} characters left</Trans>
        </p>
        {messageError && (
          <p id={`${id}-message-error`} className={formStyles.error}>
            {messageError}
          </p>
        )}
      </div>
    </>
  );
}
