import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  calendarDateFromIso,
  calendarDateToIso,
  egiftDeliveryWindow,
  GIFT_CARD_MESSAGE_MAX_LENGTH,
  giftCardKind,
  giftCardProblems,
  validateGiftCardInfo,
  type CalendarDate,
  type CartCommandError,
  type GiftCardField,
  type GiftCardFieldProblem,
  type GiftCardInfo,
  type Money,
  type Product,
  type Selection,
  type SelectionRequest,
} from '@vitrine/core';
import type { AddedItem } from '../../../components/cart-confirmation';
import { useCartErrorText } from '../../../components/cart-error-text';
import { TextField } from '../../../components/forms/form-field';
import formStyles from '../../../components/forms/forms.module.css';
import { useCartSummary } from '../../../shared/cart-summary';
import { useFormatMoney } from '../../../shared/format';
import { useSite } from '../../../shared/site-context';
import { AddToCartFeedback } from '../add-to-cart-feedback';
import { OptionGroup } from '../option-group';
import productStyles from '../product.module.css';
import { useGiftCardProblemText } from './gift-card-problem-text';
import styles from './gift-card.module.css';

export interface GiftCardBuyBoxProps {
  readonly product: Product;
  readonly selection: Selection;
  /** Changes the selection (the URL): the amount is the SKU's size. */
  readonly update: (change: Partial<SelectionRequest>) => void;
}

/** What the shopper typed, kept as typed (a failed add changes nothing here). */
interface Values {
  readonly name: string;
  readonly emailAddress: string;
  readonly message: string;
  /** 'YYYY-MM-DD' from the date input; '' when empty. */
  readonly deliveryDate: string;
}

type Feedback =
  | { readonly kind: 'problems'; readonly problems: Partial<Record<GiftCardField, GiftCardFieldProblem>> }
  | { readonly kind: 'no-amount' }
  | { readonly kind: 'cart-error'; readonly error: CartCommandError | null }
  | { readonly kind: 'added'; readonly added: readonly AddedItem[]; readonly subtotal: Money };

/** The shopper's calendar day in the browser's time zone. */
function localToday(): CalendarDate {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** The form values as the gift card info core judges (the date input's text parsed; '' becomes absent). */
function infoOf(values: Values): Record<string, unknown> {
  return {
    name: values.name,
    emailAddress: values.emailAddress,
    message: values.message,
    deliveryDate: values.deliveryDate === '' ? undefined : (calendarDateFromIso(values.deliveryDate) ?? { year: 0, month: 0, day: 0 }),
  };
}

/**
 * The buy box of a gift card or e-gift card PDP (shopping.md §3 isGiftCard / isEgiftCard, "Cart
 * item" gift card info; decisions 0282-0284), in its own chunk: the "Amount" radio group (one SKU
 * per face value, priced through Intl), then "Recipient name", for an e-gift card "Recipient email"
 * and "Delivery date" (today to a year ahead, prefilled with today), and "Message" (with a character
 * count). "Add to cart" checks the form with core's `validateGiftCardInfo` first, then sends the
 * add-to-cart intent with the info; a refusal (the form's or the server's `details.problems`)
 * shows each field's error under it, moves focus to the first invalid field and keeps every value
 * typed. Success shows the cart confirmation with the recipient and clears the form.
 */
export default function GiftCardBuyBox({ product, selection, update }: GiftCardBuyBoxProps) {
  const { t } = useLingui();
  const site = useSite();
  const format = useFormatMoney();
  const { addToCart } = useCartSummary();
  const problemText = useGiftCardProblemText();
  const cartErrorText = useCartErrorText();
  const kind = giftCardKind(product) ?? 'physical';
  const egift = kind === 'egift';
  const [today, setToday] = useState<CalendarDate | null>(null);
  const [values, setValues] = useState<Values>({ name: '', emailAddress: '', message: '', deliveryDate: '' });
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const radioName = useId();
  const messageId = useId();
  const alertId = useId();

  // Today is the browser's: read after hydration so the server's day never leaks into the page.
  useEffect(() => {
    const day = localToday();
    setToday(day);
    if (egift) setValues((v) => (v.deliveryDate === '' ? { ...v, deliveryDate: calendarDateToIso(day) } : v));
  }, [egift]);

  // After a refusal, focus the first invalid field (its error is read with it).
  useEffect(() => {
    if (feedback?.kind === 'problems') formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [feedback]);

  const deliveryWindow = today ? egiftDeliveryWindow(today) : null;
  const problems = feedback?.kind === 'problems' ? feedback.problems : {};
  const amounts = product.skus.filter((sku) => sku.colorId === (selection.color?.code ?? sku.colorId));
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const sku = selection.sku;
    if (!sku) {
      setFeedback({ kind: 'no-amount' });
      return;
    }
    const checked = validateGiftCardInfo(infoOf(values), kind, deliveryWindow ?? egiftDeliveryWindow(localToday()));
    if (!checked.ok) {
      setFeedback({ kind: 'problems', problems: giftCardProblems(checked.error) });
      return;
    }
    const giftCard: GiftCardInfo = checked.value;
    busy.current = true;
    setPending(true);
    setFeedback(null);
    const outcome = await addToCart({ productId: product.productId, skuId: sku.skuId, poolId: site.inventoryPool, quantity: 1, giftCard });
    busy.current = false;
    setPending(false);
    if (outcome.ok) {
      setFeedback({ kind: 'added', added: [{ product, sku, quantity: 1, color: selection.color, fit: null, giftCard }], subtotal: outcome.value.discountableSubtotal });
      setValues({ name: '', emailAddress: '', message: '', deliveryDate: egift && today ? calendarDateToIso(today) : '' });
      return;
    }
    const fromServer = giftCardProblems(outcome.error);
    setFeedback(Object.keys(fromServer).length > 0 ? { kind: 'problems', problems: fromServer } : { kind: 'cart-error', error: outcome.error });
  };

  const alert = feedback?.kind === 'no-amount' ? t`Select an amount.` : feedback?.kind === 'cart-error' ? cartErrorText(feedback.error) : null;
  const left = GIFT_CARD_MESSAGE_MAX_LENGTH - values.message.length;
  const messageError = problems.message ? problemText(problems.message) : null;
  const dateError = problems.deliveryDate ? problemText(problems.deliveryDate) : null;

  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={egift ? t`E-gift card details` : t`Gift card details`}>
      <OptionGroup label={t`Amount`} value={selection.sku ? format(selection.sku.salePrice) : undefined} className={styles.amounts}>
        {amounts.map((sku) => (
          <label key={sku.skuId} className={productStyles.pillOption}>
            <input
              type="radio"
              name={radioName}
              value={sku.sizeId}
              checked={selection.sku?.skuId === sku.skuId}
              onChange={() => {
                update({ size: sku.sizeId });
                if (feedback?.kind === 'no-amount') setFeedback(null);
              }}
              className={`visually-hidden ${productStyles.radio}`}
            />
            <span className={`${productStyles.pill} ${productStyles.sizePill}`}>{format(sku.salePrice)}</span>
          </label>
        ))}
      </OptionGroup>

      <TextField
        label={t`Recipient name`}
        name="giftCardName"
        value={values.name}
        onChange={set('name')}
        autoComplete="off"
        error={problems.name ? problemText(problems.name) : undefined}
      />
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
          <label htmlFor={`${messageId}-date`} className={formStyles.label}>
            <Trans>Delivery date</Trans>
          </label>
          <p id={`${messageId}-date-hint`} className={formStyles.hint}>
            <Trans>Sent on this day, up to a year from today.</Trans>
          </p>
          <input
            id={`${messageId}-date`}
            name="giftCardDeliveryDate"
            type="date"
            className={formStyles.input}
            value={values.deliveryDate}
            min={deliveryWindow ? calendarDateToIso(deliveryWindow.earliest) : undefined}
            max={deliveryWindow ? calendarDateToIso(deliveryWindow.latest) : undefined}
            aria-required
            aria-invalid={dateError ? true : undefined}
            aria-describedby={[`${messageId}-date-hint`, dateError ? `${messageId}-date-error` : null].filter(Boolean).join(' ')}
            onChange={(event) => set('deliveryDate')(event.target.value)}
          />
          {dateError && (
            <p id={`${messageId}-date-error`} className={formStyles.error}>
              {dateError}
            </p>
          )}
        </div>
      )}
      <div className={formStyles.field}>
        <label htmlFor={messageId} className={formStyles.label}>
          <Trans>Message</Trans>
          <span className={formStyles.optional}>
            {' '}
            <Trans>(optional)</Trans>
          </span>
        </label>
        <textarea
          id={messageId}
          name="giftCardMessage"
          className={`${formStyles.input} ${styles.textarea}`}
          value={values.message}
          rows={3}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={[`${messageId}-count`, messageError ? `${messageId}-error` : null].filter(Boolean).join(' ')}
          onChange={(event) => set('message')(event.target.value)}
        />
        <p id={`${messageId}-count`} className={styles.counter}>
          <Trans>{left} characters left</Trans>
        </p>
        {messageError && (
          <p id={`${messageId}-error`} className={formStyles.error}>
            {messageError}
          </p>
        )}
      </div>

      <button type="submit" className={productStyles.addButton} aria-disabled={pending || undefined} aria-describedby={alert ? alertId : undefined} data-pending={pending || undefined}>
        {pending && <span className={productStyles.spinner} aria-hidden="true" />}
        <Trans>Add to cart</Trans>
      </button>
      <AddToCartFeedback alertId={alertId} alert={alert} added={feedback?.kind === 'added' ? feedback : null} onClose={() => setFeedback(null)} />
    </form>
  );
}
