import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import {
  AddressBookGateway,
  calendarMonthOf,
  Clock,
  isCardExpired,
  PaymentKeyGateway,
  ProfileGateway,
  SavedPaymentsGateway,
  saveNewCard,
  verifySavedCard,
  type CalendarMonth,
  type SavedAddress,
  type SavedPayment,
  type SavedPaymentError,
} from '@vitrine/core';
import { AddressLabel } from '../../components/address/address-label';
import { useCardFieldErrorText } from '../../components/card/card-field-error-text';
import { CheckedCardFrame, useCardFrameCheck } from '../../components/card/card-frame-check';
import { brandNameOfCode, expiryOf, formatExpiry } from '../../components/card/card-rules';
import { TextField } from '../../components/forms/form-field';
import { useService, useServices } from '../../shared/service-context';
import { withSignIn } from '../identity';
import { AccountLayout, useSectionNames } from './account-layout';
import { LoadFailed, Loading } from './account-load-views';
import { AccountNoticeView, useAccountNotice } from './account-notice';
import { useAccountLoad } from './use-account-load';
import forms from '../../components/forms/forms.module.css';
import styles from './account-forms.module.css';

/** What the payments page shows: the saved payments (hidden ones too), the default's id and the address book for billing. */
interface Wallet {
  readonly payments: readonly SavedPayment[];
  readonly defaultId: string | null;
  readonly addresses: readonly SavedAddress[];
  /** The customer's name, which a new card's name field starts with. */
  readonly holderName: string;
}

/** Today's month, from the bound Clock when there is one. */
function useToday(): CalendarMonth {
  const services = useServices();
  return calendarMonthOf(new Date(services.has(Clock) ? services.get(Clock).now() : Date.now()));
}

/** The text of a refused saved-payment call. */
function usePaymentErrorText(): (error: SavedPaymentError) => string {
  const { t } = useLingui();
  return (error) => {
    switch (error.code) {
      case 'PAYMENT.CARD_EXPIRED':
        return t`This card has expired. Check the expiration date.`;
      case 'PAYMENT.CARD_INVALID':
        return t`We could not accept this card. Check the card details and try again.`;
      case 'PAYMENT.ADDRESS_INVALID':
      case 'PAYMENT.ADDRESS_NOT_FOUND':
        return t`Check the billing address.`;
      case 'PAYMENT.SIGN_IN_REQUIRED':
        return t`For your security, sign in again to change your payment methods.`;
      default:
        return t`The card could not be saved. Please try again.`;
    }
  };
}

/**
 * /account/payments (shell-and-account.md §3 "Payment", §5 card expiry, §7 /me/payments with
 * includeHidden, POST paymentType CREDIT_CARD + visible, PUT, DELETE, POST verification, PATCH /me
 * defaultPaymentId; decision 0183): the saved cards, each a list item naming its brand and last four
 * digits, expired ones marked; "Add card" opens checkout's isolated card frame, which seals the card
 * with the PXP key for saveNewCard (decisions 0460, 0435); a card can be edited (expiry, billing address), deleted, made the
 * default, or verified with its security code when it needsVerification.
 */
export function PaymentsPage() {
  const { t } = useLingui();
  const services = useServices();
  const payments = useService(SavedPaymentsGateway);
  const addressBook = useService(AddressBookGateway);
  const profiles = useService(ProfileGateway);
  const today = useToday();
  const { notice, show } = useAccountNotice();
  const [editor, setEditor] = useState<{ kind: 'new' } | { kind: 'edit' | 'verify'; id: string } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const { state, replace } = useAccountLoad<Wallet>(async () => {
    const [list, profile, addresses] = await Promise.all([payments.list({ includeHidden: true }), profiles.getProfile(), addressBook.list()]);
    if (!list.ok) throw new Error(list.error.code);
    return { payments: list.value, defaultId: profile.defaultPaymentId, addresses: addresses.ok ? addresses.value : [], holderName: `${profile.name.first} ${profile.name.last}`.trim() };
  });
  const failed = () => show({ kind: 'error', message: t`Something went wrong on our side and nothing was changed. Please try again.` });

  const setDefault = async (wallet: Wallet, id: string) => {
    setBusyId(id);
    try {
      const patched = await withSignIn(services, () => profiles.patchProfile([{ op: 'replace', path: '/defaultPaymentId', value: id }]));
      if (!patched.ok) {
        show({ kind: 'error', message: t`For your security, sign in again to change your payment methods.` });
        return;
      }
      replace({ ...wallet, defaultId: patched.value.defaultPaymentId });
      show({ kind: 'affirmative', message: t`Your default payment method was updated.` });
    } catch {
      failed();
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (wallet: Wallet, id: string) => {
    setBusyId(id);
    try {
      const result = await withSignIn(services, () => payments.remove(id));
      if (!result.ok && result.error.code !== 'PAYMENT.NOT_FOUND') {
        show({ kind: 'error', message: t`The card could not be deleted. Please try again.` });
        return;
      }
      replace({ ...wallet, payments: wallet.payments.filter((p) => p.id !== id), defaultId: wallet.defaultId === id ? null : wallet.defaultId });
      show({ kind: 'affirmative', message: t`The card was deleted.` });
      addButton.current?.focus();
    } catch {
      failed();
    } finally {
      setBusyId(null);
    }
  };

  const keep = (wallet: Wallet, saved: SavedPayment, message: string) => {
    const known = wallet.payments.some((p) => p.id === saved.id);
    replace({ ...wallet, payments: known ? wallet.payments.map((p) => (p.id === saved.id ? saved : p)) : [...wallet.payments, saved] });
    setEditor(null);
    show({ kind: 'affirmative', message });
  };

  return (
    <AccountLayout title={useSectionNames().payments}>
      <AccountNoticeView notice={notice} />
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && <LoadFailed />}
      {state.status === 'ready' && (
        <>
          {state.value.payments.length === 0 ? (
            <p>
              <Trans>You have no saved cards yet.</Trans>
            </p>
          ) : (
            <ul className={styles.list} aria-label={t`Saved cards`}>
              {state.value.payments.map((payment) => {
                const card = payment.card;
                const brand = brandNameOfCode(card.cardType);
                const lastFour = card.lastFourDigits;
                const expired = isCardExpired({ month: card.expirationMonth, year: card.expirationYear }, today);
                const expiry = `${String(card.expirationMonth).padStart(2, '0')}/${String(card.expirationYear).slice(-2)}`;
                const isDefault = payment.id === state.value.defaultId;
                return (
                  <li key={payment.id} className={styles.item} aria-busy={busyId === payment.id || undefined}>
                    <p className={styles.itemHead}>
                      <strong>
                        <Trans>
                          {brand} ending in {lastFour}
                        </Trans>
                      </strong>
                      {isDefault && <span className={styles.badge}>{t`Default payment method`}</span>}
                      {expired && <span className={styles.warning}>{t`Expired`}</span>}
                      {card.needsVerification && <span className={styles.warning}>{t`Needs verification`}</span>}
                      {!payment.visible && <span className={styles.badge}>{t`Hidden at checkout`}</span>}
                    </p>
                    <p>
                      {card.nameOnCard} · {expired ? <Trans>Expired {expiry}</Trans> : <Trans>Expires {expiry}</Trans>}
                    </p>
                    {card.billingAddress && <AddressLabel address={card.billingAddress.address} />}
                    <div className={styles.itemActions}>
                      <button type="button" className={forms.secondary} onClick={() => setEditor({ kind: 'edit', id: payment.id })}>
                        {t`Edit`}
                      </button>
                      <button type="button" className={forms.secondary} onClick={() => void remove(state.value, payment.id)} disabled={busyId !== null}>
                        {t`Delete`}
                      </button>
                      {!isDefault && !expired && (
                        <button type="button" className={forms.secondary} onClick={() => void setDefault(state.value, payment.id)} disabled={busyId !== null}>
                          {t`Set as default`}
                        </button>
                      )}
                      {card.needsVerification && (
                        <button type="button" className={forms.secondary} onClick={() => setEditor({ kind: 'verify', id: payment.id })}>
                          {t`Verify card`}
                        </button>
                      )}
                    </div>
                    {editor?.kind === 'edit' && editor.id === payment.id && (
                      <EditCard payment={payment} addresses={state.value.addresses} today={today} onCancel={() => setEditor(null)} onSaved={(saved) => keep(state.value, saved, t`The card was updated.`)} />
                    )}
                    {editor?.kind === 'verify' && editor.id === payment.id && (
                      <VerifyCard payment={payment} onCancel={() => setEditor(null)} onVerified={(saved) => keep(state.value, saved, t`The card was verified.`)} />
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {editor?.kind === 'new' ? (
            <NewCard
              addresses={state.value.addresses}
              holderName={state.value.holderName}
              today={today}
              onCancel={() => {
                setEditor(null);
                requestAnimationFrame(() => addButton.current?.focus());
              }}
              onSaved={(saved) => {
                keep(state.value, saved, t`The card was saved.`);
                requestAnimationFrame(() => addButton.current?.focus());
              }}
            />
          ) : (
            <button ref={addButton} type="button" className={forms.primary} onClick={() => setEditor({ kind: 'new' })}>
              {t`Add card`}
            </button>
          )}
        </>
      )}
    </AccountLayout>
  );
}

/** The billing address choice: one of the saved addresses. */
function BillingChoice({ addresses, value, onChange }: { addresses: readonly SavedAddress[]; value: string; onChange: (id: string) => void }) {
  const { t } = useLingui();
  return (
    <fieldset className={forms.fieldset}>
      <legend>{t`Billing address`}</legend>
      {addresses.map((saved) => (
        <label key={saved.id} className={forms.checkbox}>
          <input type="radio" name="billingAddress" value={saved.id} checked={value === saved.id} onChange={() => onChange(saved.id)} />
          <AddressLabel address={saved.address} />
        </label>
      ))}
    </fieldset>
  );
}

/**
 * A new card (decision 0435): the card fields are the isolated card frame, as at checkout
 * (decision 0460: name on card, number, expiry, security code, checked and shown in the frame; the
 * page names the fields with a problem and moves the focus into the frame), and a billing address
 * from the address book. saveNewCard has the frame seal the card with the PXP key and sends the
 * sealed card, its security code with it, so the card is saved verified: this page never holds the
 * number or the code. Keeps what was typed on every failure (the frame stays mounted).
 */
function NewCard({ addresses, holderName, today, onCancel, onSaved }: { addresses: readonly SavedAddress[]; holderName: string; today: CalendarMonth; onCancel: () => void; onSaved: (saved: SavedPayment) => void }) {
  const { t } = useLingui();
  const services = useServices();
  const ports = { keys: useService(PaymentKeyGateway), payments: useService(SavedPaymentsGateway) };
  const errorText = usePaymentErrorText();
  const framedCard = useCardFrameCheck();
  const [billing, setBilling] = useState(addresses[0]?.id ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const failureRef = useRef<HTMLDivElement>(null);
  const showFailure = (message: string) => {
    setFailure(message);
    requestAnimationFrame(() => failureRef.current?.focus());
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    setSaving(true);
    try {
      const checked = await framedCard.check(today);
      if (!checked) return;
      if (billing === '') return showFailure(t`Add an address to your address book first: it is the card's billing address.`);
      const result = await withSignIn(services, () => saveNewCard(ports, { sealer: checked.sealer, billing: { addressId: billing } }));
      if (!result.ok) return showFailure(errorText(result.error));
      onSaved(result.value);
    } catch {
      showFailure(t`Something went wrong on our side and your card was not saved. Nothing you typed is lost: please try again.`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.editor} aria-label={t`Add a card`}>
      <h2>{t`Add a card`}</h2>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className={forms.form} aria-busy={saving || undefined}>
        {failure && (
          <div ref={failureRef} role="alert" tabIndex={-1} className={styles.error}>
            {failure}
          </div>
        )}
        <CheckedCardFrame check={framedCard} nameOnCard={holderName} problemClassName={forms.error} />
        <p className={forms.hint}>
          <Trans>Your card number is encrypted in your browser before it is sent. The security code is not stored.</Trans>
        </p>
        {addresses.length > 0 && <BillingChoice addresses={addresses} value={billing} onChange={setBilling} />}
        <div className={forms.actions}>
          <button type="submit" className={forms.primary} aria-disabled={saving || undefined}>
            {saving ? t`Saving…` : t`Save card`}
          </button>
          <button type="button" className={forms.secondary} onClick={onCancel}>
            {t`Cancel`}
          </button>
        </div>
      </form>
    </section>
  );
}

/** Edits a saved card's expiry and billing address (PUT /me/payments/{id}). */
function EditCard({ payment, addresses, today, onCancel, onSaved }: { payment: SavedPayment; addresses: readonly SavedAddress[]; today: CalendarMonth; onCancel: () => void; onSaved: (saved: SavedPayment) => void }) {
  const { t } = useLingui();
  const payments = useService(SavedPaymentsGateway);
  const cardErrorText = useCardFieldErrorText();
  const errorText = usePaymentErrorText();
  const card = payment.card;
  const [expiryText, setExpiryText] = useState(`${String(card.expirationMonth).padStart(2, '0')}/${String(card.expirationYear).slice(-2)}`);
  const [billing, setBilling] = useState(card.billingAddress?.id ?? addresses[0]?.id ?? '');
  const [visible, setVisible] = useState(payment.visible);
  const [expiryError, setExpiryError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const expiry = expiryOf({ expiry: expiryText });
    const problem = !expiry ? 'INVALID' : isCardExpired(expiry, today) ? 'EXPIRED' : null;
    setExpiryError(cardErrorText('expiry', problem));
    setFailure(null);
    if (!expiry || problem) return;
    setSaving(true);
    try {
      const result = await payments.update(payment.id, { expirationMonth: expiry.month, expirationYear: expiry.year, visible, ...(billing !== '' ? { billing: { addressId: billing } } : {}) });
      if (!result.ok) setFailure(errorText(result.error));
      else onSaved(result.value);
    } catch {
      setFailure(t`Something went wrong on our side and the card was not changed. Please try again.`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className={`${forms.form} ${styles.editor}`} aria-label={t`Edit card`} aria-busy={saving || undefined}>
      {failure && (
        <div role="alert" className={styles.error}>
          {failure}
        </div>
      )}
      <TextField label={t`Expiration date (MM/YY)`} name="cc-exp" inputMode="numeric" autoComplete="cc-exp" value={expiryText} onChange={(value) => setExpiryText(formatExpiry(value, expiryText))} error={expiryError} />
      {addresses.length > 0 && <BillingChoice addresses={addresses} value={billing} onChange={setBilling} />}
      <label className={forms.checkbox}>
        <input type="checkbox" checked={visible} onChange={(event) => setVisible(event.target.checked)} />
        <Trans>Offer this card at checkout</Trans>
      </label>
      <div className={forms.actions}>
        <button type="submit" className={forms.primary} aria-disabled={saving || undefined}>
          {t`Save card`}
        </button>
        <button type="button" className={forms.secondary} onClick={onCancel}>
          {t`Cancel`}
        </button>
      </div>
    </form>
  );
}

/**
 * Verifies a card that needsVerification with its security code, typed in the card frame's
 * security-code mode (decision 0436) and sealed there (verifySavedCard, through the step-up like
 * every saved-card write): the page never holds it.
 */
function VerifyCard({ payment, onCancel, onVerified }: { payment: SavedPayment; onCancel: () => void; onVerified: (saved: SavedPayment) => void }) {
  const { t } = useLingui();
  const services = useServices();
  const errorText = usePaymentErrorText();
  const ports = { keys: useService(PaymentKeyGateway), payments: useService(SavedPaymentsGateway) };
  const framedCode = useCardFrameCheck();
  const [failure, setFailure] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const failureRef = useRef<HTMLDivElement>(null);

  const fail = (text: string) => {
    setFailure(text);
    requestAnimationFrame(() => failureRef.current?.focus());
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setFailure(undefined);
    const sealer = await framedCode.checkCode();
    if (!sealer) return;
    setSaving(true);
    try {
      // A write that needs the AUTHORIZED step-up: a lapsed one asks for the password, then the frame seals again.
      const result = await withSignIn(services, () => verifySavedCard(ports, payment.id, sealer));
      if (result.ok) onVerified(result.value);
      else if (result.error.details?.['code'] === 'CARD_ENCRYPTION.FAILED') fail(t`The card fields did not answer. Reload the page and try again.`);
      else if (result.error.code === 'PAYMENT.CARD_INVALID') fail(t`The security code does not match this card.`);
      else if (result.error.code === 'PAYMENT.SIGN_IN_REQUIRED') fail(errorText(result.error));
      else fail(t`Something went wrong on our side and the card was not verified. Please try again.`);
    } catch {
      fail(t`Something went wrong on our side and the card was not verified. Please try again.`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className={`${forms.form} ${styles.editor}`} aria-label={t`Verify card`} aria-busy={saving || undefined}>
      {failure && (
        <div ref={failureRef} role="alert" tabIndex={-1} className={styles.error}>
          {failure}
        </div>
      )}
      <CheckedCardFrame check={framedCode} nameOnCard="" mode={{ kind: 'security-code', cardType: payment.card.cardType }} problemClassName={forms.error} />
      <div className={forms.actions}>
        <button type="submit" className={forms.primary} aria-disabled={saving || undefined}>
          {t`Verify`}
        </button>
        <button type="button" className={forms.secondary} onClick={onCancel}>
          {t`Cancel`}
        </button>
      </div>
    </form>
  );
}
