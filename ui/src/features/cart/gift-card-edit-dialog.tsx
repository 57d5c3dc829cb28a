import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { egiftDeliveryWindow, giftCardProblems, validateGiftCardInfo, type CartCommandError, type CartLine, type GiftCardInfo, type GiftCardKind } from '@vitrine/core';
import { useCartErrorText } from '../../components/cart-error-text';
import { Dialog } from '../../components/dialog';
import { FormActions, FormAlert, SubmitButton } from '../../components/forms/form-feedback';
import formStyles from '../../components/forms/forms.module.css';
import { GiftCardFields, giftCardFormValues, giftCardInfoOf, localToday, type GiftCardFormValues, type GiftCardProblems } from '../../components/gift-card-fields';
import type { CartOutcome } from '../../shared/cart-summary';

/** Props of {@link GiftCardEditDialog}. */
export interface GiftCardEditDialogProps {
  /** The gift card line being edited: its info prefills the fields. */
  readonly line: CartLine;
  /** The line's kind (`cartLineGiftCardKind`): which fields the form shows and core requires. */
  readonly kind: GiftCardKind;
  /** Saves the judged info through core's `changeCartLineGiftCard`; the owner shows the cart it resolves to. */
  readonly onSave: (giftCard: GiftCardInfo) => Promise<CartOutcome>;
  /** Closes the dialog (Cancel, Close, Escape, or after a save); the owner unmounts it. */
  readonly onClose: () => void;
}

type Feedback = { readonly kind: 'problems'; readonly problems: GiftCardProblems } | { readonly kind: 'error'; readonly error: CartCommandError | null };

/**
 * "Edit gift card details" (shopping.md §3 "Cart item" gift card info; decision 0364), its own
 * chunk: the shared `Dialog`, described by the product name, holding the buy box's recipient fields
 * (`GiftCardFields`) prefilled with the line's recipient name, email, message and delivery date. "Save"
 * judges the values with core's `validateGiftCardInfo` for the line's kind and the shopper's own
 * delivery window, exactly as the buy box does before an add (nothing is sent on a refusal), then
 * sends the trimmed info; success closes the dialog (focus returns to the line's button). A refusal keeps the dialog
 * and every typed value: field problems (the form's or the server's 400 INVALID_ITEM
 * `details.problems`) show under their fields and focus moves to the first; any other refusal (409
 * DUPLICATE_LINE, an unavailable cart, a fault) shows in a form alert. "Cancel" closes without
 * saving.
 */
export default function GiftCardEditDialog({ line, kind, onSave, onClose }: GiftCardEditDialogProps) {
  const { t } = useLingui();
  const cartErrorText = useCartErrorText();
  // Mounted on a click only, so the browser's today is known at once (decision 0282: the shopper's day).
  const [deliveryWindow] = useState(() => egiftDeliveryWindow(localToday()));
  const [values, setValues] = useState<GiftCardFormValues>(() => giftCardFormValues(line.giftCard));
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  // After a refusal, focus the first invalid field (its error is read with it), as the buy box does.
  useEffect(() => {
    if (feedback?.kind === 'problems') formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [feedback]);

  const set = (field: keyof GiftCardFormValues, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const checked = validateGiftCardInfo(giftCardInfoOf(values), kind, deliveryWindow);
    if (!checked.ok) {
      setFeedback({ kind: 'problems', problems: giftCardProblems(checked.error) });
      return;
    }
    busy.current = true;
    setSending(true);
    setFeedback(null);
    const outcome = await onSave(checked.value);
    busy.current = false;
    setSending(false);
    if (outcome.ok) {
      onClose();
      return;
    }
    const problems = giftCardProblems(outcome.error);
    setFeedback(Object.keys(problems).length > 0 ? { kind: 'problems', problems } : { kind: 'error', error: outcome.error });
  };

  const error = feedback?.kind === 'error' ? feedback.error : undefined;
  const alert =
    error === undefined ? null : error?.code === 'CART.INVALID_ITEM' ? t`These gift card details can’t be saved. Check them and try again.` : cartErrorText(error);

  return (
    <Dialog title={t`Edit gift card details`} description={line.displayName} onClose={onClose}>
      <form ref={formRef} className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        <GiftCardFields kind={kind} values={values} onChange={set} problems={feedback?.kind === 'problems' ? feedback.problems : {}} deliveryWindow={deliveryWindow} />
        {alert && <FormAlert>{alert}</FormAlert>}
        <FormActions>
          <SubmitButton sending={sending} sendingLabel={<Trans>Saving…</Trans>}>
            <Trans>Save</Trans>
          </SubmitButton>
          <button type="button" className={formStyles.secondary} onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
        </FormActions>
      </form>
    </Dialog>
  );
}
