import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { CheckoutGateway, formatCardExpiry, isRedirectPaymentType, type GiftCardBalance, type OfferedSavedCard } from '@vitrine/core';
import { useFormatMoney } from '../../shared/format';
import { useSite } from '../../shared/site-context';
import { useServices } from '../../shared/service-context';
import { TextField } from '../../components/forms/form-field';
import { AddressLines } from './address-lines';
import { CheckedCardFrame, useCardFrameCheck } from '../../components/card/card-frame-check';
import { useCardProviderScript } from './card-provider-script';
import { useCheckoutActor, useCheckoutSelector, useDraftState } from './checkout-runtime';
import { CheckoutAlert, CheckoutStepPage } from './checkout-step-page';
import { cardBrandName, usePaymentMethodLabel } from './payment-labels';
import { paymentIntentOf, type PaymentChoice } from './payment-request';
import formStyles from '../../components/forms/forms.module.css';
import styles from './checkout.module.css';

/** The value of the "new card" choice among saved cards. */
const NEW_CARD = 'new';

/**
 * Step 5, payment and "Place order" (shell-and-account.md §2 "Payment reads paymentError (a code),
 * apmCompleted=1 and scaCompleted=1", §4 gateways, §5 card expiry and payment-method rules, §7
 * client-side encryption and the provider script; docs/checkout-api.md "Payment"; decisions 0112,
 * 0113, 0118, 0136): the site's payment methods the machine found eligible (an agent gets exactly credit
 * card, gift card and rep hold; rep hold nowhere else); saved cards, expired ones shown as expired
 * and not selectable; a new card in the isolated card frame (decision 0460: the frame checks it and shows
 * its problems, this page names them in a summary and never reads the number); the security code of
 * a saved card that needs verification in the same frame's security-code mode (decision 0436); a gift card with a balance check; the
 * redirect methods. "Place order" only sends an intent: `card.submit` with the card frame's sealer
 * (the machine's prepareCardPayment actor fetches the key, the frame encrypts the card with it, and
 * the actor retries once on a rotated key) or `payment.submit`; the machine sets the payment and
 * places the order, or sends the browser to the payment page. The step renders the machine's state.
 */
export function PaymentStep() {
  const { t } = useLingui();
  return (
    <CheckoutStepPage step="payment" title={t`Payment`}>
      <PaymentForm />
    </CheckoutStepPage>
  );
}

function PaymentForm() {
  const { t } = useLingui();
  const site = useSite();
  const actor = useCheckoutActor();
  const methodLabel = usePaymentMethodLabel();
  const checkout = useCheckoutSelector((snapshot) => snapshot.context.checkout)!;
  const options = useCheckoutSelector((snapshot) => snapshot.context.paymentOptions);
  const machineError = useCheckoutSelector((snapshot) => snapshot.context.error);
  const today = useCheckoutSelector((snapshot) => snapshot.context.today);
  const loading = useCheckoutSelector((snapshot) => snapshot.matches({ payment: 'loadingMethods' }));
  const loadFailed = useCheckoutSelector((snapshot) => snapshot.matches({ payment: 'loadFailed' }));
  const placeFailed = useCheckoutSelector((snapshot) => snapshot.matches({ payment: { choosing: 'placeFailed' } }));
  const working = useCheckoutSelector((snapshot) => snapshot.hasTag('busy'));
  const methods = options?.methods ?? [];
  const savedCards = options?.savedCards ?? [];

  const [method, setMethod] = useDraftState<string>('payment.method', () => '');
  // '' until the shopper chooses: the first saved card that is not expired, else a new card.
  const [savedChoice, setSavedChoice] = useDraftState<string>('payment.saved', () => '');
  const [saveCard, setSaveCard] = useDraftState<boolean>('payment.saveCard', () => false);
  const [gift, setGift] = useDraftState<{ number: string; pin: string }>('payment.gift', () => ({ number: '', pin: '' }));
  const framedCard = useCardFrameCheck();
  const framedCode = useCardFrameCheck();
  const codeHintId = useId();

  const selectedMethod = methods.some((m) => m.methodType === method) ? method : (methods[0]?.methodType ?? '');
  const cardsOffered = methods.some((m) => m.methodType === 'CREDIT_CARD');
  const providerStatus = useCardProviderScript(site.siteId, cardsOffered);
  const wantedSaved = savedChoice === '' ? (savedCards.find((card) => !card.expired)?.payment.id ?? NEW_CARD) : savedChoice;
  const selectedSaved = savedCards.find((offered) => offered.payment.id === wantedSaved && !offered.expired) ?? null;
  const returnUrl = new URL(`${site.contextPath.replace(/\/$/, '')}/checkout/payment`, window.location.origin).href;
  const busy = working;

  const submit = (choice: PaymentChoice) => actor.send(paymentIntentOf(choice, returnUrl));

  /** Asks the card frame to check the new card; on problems, names them here and moves the focus into the frame. */
  const submitFramedCard = async () => {
    const checked = await framedCard.check(today);
    if (checked) submit({ kind: 'framed-card', sealer: checked.sealer, summary: checked.summary, saveCard });
  };

  /** Asks the security-code frame to check the saved card's code (its problem named here, the focus moved into the frame). */
  const submitFramedCode = async (savedPaymentId: string) => {
    const codeSealer = await framedCode.checkCode();
    if (codeSealer) submit({ kind: 'saved-card', savedPaymentId, codeSealer });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !selectedMethod) return;
    let choice: PaymentChoice;
    if (selectedMethod === 'CREDIT_CARD') {
      if (selectedSaved) {
        if (selectedSaved.payment.card.needsVerification) {
          void submitFramedCode(selectedSaved.payment.id);
          return;
        }
        choice = { kind: 'saved-card', savedPaymentId: selectedSaved.payment.id, codeSealer: null };
      } else {
        void submitFramedCard();
        return;
      }
    } else if (selectedMethod === 'GIFT_CARD') {
      choice = { kind: 'gift-card', cardNumber: gift.number, pin: gift.pin };
    } else if (selectedMethod === 'CC_REP_HOLD') {
      choice = { kind: 'rep-hold' };
    } else if (isRedirectPaymentType(selectedMethod)) {
      choice = { kind: 'redirect', paymentType: selectedMethod };
    } else {
      return;
    }
    submit(choice);
  };

  if (loading) {
    return (
      <p className={styles.muted}>
        <Trans>Loading payment methods…</Trans>
      </p>
    );
  }
  if (loadFailed) {
    return (
      <div className={styles.stepForm}>
        <CheckoutAlert error={machineError} />
        <button type="button" className={styles.primary} onClick={() => actor.send({ type: 'checkout.retry' })}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className={styles.stepForm} aria-busy={busy || undefined}>
      <CheckoutAlert error={machineError} />
      {placeFailed && (
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => actor.send({ type: 'order.retry' })}>
            <Trans>Try placing the order again</Trans>
          </button>
        </div>
      )}
      {methods.length === 0 ? (
        <p role="alert" className={styles.alert}>
          <Trans>No payment method is available for this order.</Trans>
        </p>
      ) : (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t`Payment method`}</legend>
          {methods.map((config) => (
            <label key={config.methodType} className={styles.choice}>
              <input type="radio" name="paymentMethod" value={config.methodType} checked={selectedMethod === config.methodType} onChange={() => setMethod(config.methodType)} />
              <span className={styles.choiceTitle}>{methodLabel(config.methodType)}</span>
            </label>
          ))}
        </fieldset>
      )}

      {selectedMethod === 'CREDIT_CARD' && (
        <div className={styles.methodPanel}>
          {providerStatus === 'unavailable' && (
            <p role="status" className={styles.notice} data-testid="card-provider-fallback">
              <Trans>The card payment service could not be loaded. You can still pay by card: your card number is encrypted in your browser before it is sent.</Trans>
            </p>
          )}
          {savedCards.length > 0 && (
            <fieldset className={styles.choices}>
              <legend className={styles.legend}>{t`Your cards`}</legend>
              {savedCards.map((offered) => (
                <SavedCardChoice key={offered.payment.id} offered={offered} checked={selectedSaved?.payment.id === offered.payment.id} onChoose={() => setSavedChoice(offered.payment.id)} />
              ))}
              <label className={styles.choice}>
                <input type="radio" name="savedCard" value={NEW_CARD} checked={selectedSaved === null} onChange={() => setSavedChoice(NEW_CARD)} />
                <span className={styles.choiceTitle}>
                  <Trans>A new card</Trans>
                </span>
              </label>
            </fieldset>
          )}
          {selectedSaved?.payment.card.needsVerification && (
            <div className={formStyles.form}>
              <p id={codeHintId} className={formStyles.hint}>
                {t`This card needs its security code once to confirm it is yours.`}
              </p>
              <CheckedCardFrame
                key={selectedSaved.payment.id}
                check={framedCode}
                nameOnCard=""
                mode={{ kind: 'security-code', cardType: selectedSaved.payment.card.cardType }}
                problemClassName={styles.fieldError}
              />
            </div>
          )}
          {selectedSaved === null && (
            <>
              <CheckedCardFrame check={framedCard} nameOnCard={`${checkout.customer.name.first} ${checkout.customer.name.last}`.trim()} problemClassName={styles.fieldError} />
              <label className={styles.checkbox}>
                <input type="checkbox" checked={saveCard} onChange={(event) => setSaveCard(event.target.checked)} />
                <Trans>Save this card for next time</Trans>
              </label>
            </>
          )}
        </div>
      )}

      {selectedMethod === 'GIFT_CARD' && <GiftCardPanel value={gift} onChange={setGift} />}
      {selectedMethod === 'CC_REP_HOLD' && (
        <p className={styles.notice}>
          <Trans>The order is placed on hold with no charge; customer service takes the payment later.</Trans>
        </p>
      )}
      {isRedirectPaymentType(selectedMethod) && (
        <p className={styles.notice}>
          <Trans>After you select Place order, you will go to {methodLabel(selectedMethod)} to approve the payment, then come back here.</Trans>
        </p>
      )}

      {checkout.shippingAddress && selectedMethod !== 'CC_REP_HOLD' && (
        <div className={styles.recap}>
          <h2 className={styles.recapTitle}>
            <Trans>Billing address</Trans>
          </h2>
          {selectedMethod === 'CREDIT_CARD' && selectedSaved?.payment.card.billingAddress ? (
            <AddressLines address={selectedSaved.payment.card.billingAddress.address} />
          ) : (
            <>
              <p className={styles.muted}>
                <Trans>Same as the shipping address.</Trans>
              </p>
              <AddressLines address={checkout.shippingAddress.address} />
            </>
          )}
        </div>
      )}

      <div className={styles.actions}>
        <button type="submit" className={styles.primary} aria-disabled={busy || methods.length === 0 || undefined}>
          {busy ? <Trans>Placing your order…</Trans> : <Trans>Place order</Trans>}
        </button>
      </div>
    </form>
  );
}

/** One saved card: brand, last four and expiry; an expired card is shown as expired and cannot be chosen. */
function SavedCardChoice({ offered, checked, onChoose }: { offered: OfferedSavedCard; checked: boolean; onChoose: () => void }) {
  const { card } = offered.payment;
  const brand = cardBrandName(card.cardType);
  const last4 = card.lastFourDigits;
  const expiry = formatCardExpiry({ month: card.expirationMonth, year: card.expirationYear });
  return (
    <label className={styles.choice} data-expired={offered.expired || undefined}>
      <input type="radio" name="savedCard" value={offered.payment.id} checked={checked} disabled={offered.expired} onChange={onChoose} />
      <span className={styles.choiceBody}>
        <span className={styles.choiceTitle}>
          <Trans>
            {brand} ending {last4}
          </Trans>
        </span>
        {offered.expired ? (
          <span className={styles.expired}>
            <Trans>Expired {expiry}: this card can't be used</Trans>
          </span>
        ) : (
          <span className={styles.muted}>
            <Trans>Expires {expiry}</Trans>
          </span>
        )}
      </span>
    </label>
  );
}

/** The gift card's number and PIN, with a balance check (POST …/gift-cards/balance). */
function GiftCardPanel({ value, onChange }: { value: { number: string; pin: string }; onChange: (value: { number: string; pin: string }) => void }) {
  const { t } = useLingui();
  const format = useFormatMoney();
  const gateway = useServices().get(CheckoutGateway);
  const [balance, setBalance] = useState<GiftCardBalance | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const check = async () => {
    setChecking(true);
    setProblem(null);
    setBalance(null);
    try {
      const result = await gateway.checkGiftCardBalance(value.number.replace(/\D/g, ''), value.pin.trim());
      if (result.ok) setBalance(result.value);
      else setProblem(result.error.code === 'CHECKOUT.GIFT_CARD_NOT_FOUND' ? t`We couldn't find a gift card with that number and PIN.` : t`Enter the gift card number and PIN.`);
    } catch {
      setProblem(t`We lost the connection to the store. Nothing you entered was lost: check your connection and try again.`);
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className={styles.methodPanel}>
      <div className={formStyles.row}>
        <TextField label={t`Gift card number`} name="giftCardNumber" inputMode="numeric" value={value.number} onChange={(number) => onChange({ ...value, number })} />
        <TextField label={t`PIN`} name="giftCardPin" inputMode="numeric" value={value.pin} onChange={(pin) => onChange({ ...value, pin })} />
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => void check()} aria-disabled={checking || undefined}>
          {checking ? <Trans>Checking…</Trans> : <Trans>Check balance</Trans>}
        </button>
      </div>
      <p role="status" className={problem ? styles.fieldError : styles.muted}>
        {problem ?? (balance ? t`Balance on card ${balance.maskedNumber}: ${format(balance.balance)}` : '')}
      </p>
    </div>
  );
}
