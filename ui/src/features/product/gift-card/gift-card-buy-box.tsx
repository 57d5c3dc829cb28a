import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  calendarDateToIso,
  egiftDeliveryWindow,
  giftCardKind,
  giftCardProblems,
  validateGiftCardInfo,
  type CalendarDate,
  type CartCommandError,
  type GiftCardInfo,
  type Money,
  type Product,
  type Selection,
  type SelectionRequest,
} from '@vitrine/core';
import type { AddedItem } from '../../../components/cart-confirmation';
import { useCartErrorText } from '../../../components/cart-error-text';
import { EMPTY_GIFT_CARD_VALUES, GiftCardFields, giftCardInfoOf, localToday, type GiftCardFormValues, type GiftCardProblems } from '../../../components/gift-card-fields';
import { useCartSummary } from '../../../shared/cart-summary';
import { useFormatMoney } from '../../../shared/format';
import { useSite } from '../../../shared/site-context';
import { AddToCartFeedback } from '../add-to-cart-feedback';
import { OptionGroup } from '../option-group';
import productStyles from '../product.module.css';
import styles from './gift-card.module.css';

export interface GiftCardBuyBoxProps {
  readonly product: Product;
  readonly selection: Selection;
  /** Changes the selection (the URL): the amount is the SKU's size. */
  readonly update: (change: Partial<SelectionRequest>) => void;
}

type Feedback =
  | { readonly kind: 'problems'; readonly problems: GiftCardProblems }
  | { readonly kind: 'no-amount' }
  | { readonly kind: 'cart-error'; readonly error: CartCommandError | null }
  | { readonly kind: 'added'; readonly added: readonly AddedItem[]; readonly subtotal: Money };

/**
 * The buy box of a gift card or e-gift card PDP (shopping.md §3 isGiftCard / isEgiftCard, "Cart
 * item" gift card info; decisions 0282-0284), in its own chunk: the "Amount" radio group (one SKU
 * per face value, priced through Intl), then the recipient fields shared with the cart's edit
 * dialog (`GiftCardFields`: "Recipient name", for an e-gift card "Recipient email" and "Delivery
 * date" (today to a year ahead, prefilled with today), and "Message" with a character count). "Add to cart" checks the form with core's `validateGiftCardInfo` first, then sends the
 * add-to-cart intent with the info; a refusal (the form's or the server's `details.problems`)
 * shows each field's error under it, moves focus to the first invalid field and keeps every value
 * typed. Success shows the cart confirmation with the recipient and clears the form.
 */
export default function GiftCardBuyBox({ product, selection, update }: GiftCardBuyBoxProps) {
  const { t } = useLingui();
  const site = useSite();
  const format = useFormatMoney();
  const { addToCart } = useCartSummary();
  const cartErrorText = useCartErrorText();
  const kind = giftCardKind(product) ?? 'physical';
  const egift = kind === 'egift';
  const [today, setToday] = useState<CalendarDate | null>(null);
  const [values, setValues] = useState<GiftCardFormValues>(EMPTY_GIFT_CARD_VALUES);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const radioName = useId();
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
  const set = (field: keyof GiftCardFormValues, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const sku = selection.sku;
    if (!sku) {
      setFeedback({ kind: 'no-amount' });
      return;
    }
    const checked = validateGiftCardInfo(giftCardInfoOf(values), kind, deliveryWindow ?? egiftDeliveryWindow(localToday()));
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
      setValues({ ...EMPTY_GIFT_CARD_VALUES, deliveryDate: egift && today ? calendarDateToIso(today) : '' });
      return;
    }
    const fromServer = giftCardProblems(outcome.error);
    setFeedback(Object.keys(fromServer).length > 0 ? { kind: 'problems', problems: fromServer } : { kind: 'cart-error', error: outcome.error });
  };

  const alert = feedback?.kind === 'no-amount' ? t`Select an amount.` : feedback?.kind === 'cart-error' ? cartErrorText(feedback.error) : null;

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

      <GiftCardFields kind={kind} values={values} onChange={set} problems={problems} deliveryWindow={deliveryWindow} />

      <button type="submit" className={productStyles.addButton} aria-disabled={pending || undefined} aria-describedby={alert ? alertId : undefined} data-pending={pending || undefined}>
        {pending && <span className={productStyles.spinner} aria-hidden="true" />}
        <Trans>Add to cart</Trans>
      </button>
      <AddToCartFeedback alertId={alertId} alert={alert} added={feedback?.kind === 'added' ? feedback : null} onClose={() => setFeedback(null)} />
    </form>
  );
}
