import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useState, type FormEvent } from 'react';
import { CheckoutPickupStore } from '../stores';
import { useSite } from '../../shared/site-context';
import { AddressForm } from '../../components/address/address-form';
import { AddressLines } from './address-lines';
import { addressDraftErrors, addressOfDraft, draftOfAddress, emptyAddressDraft, serverAddressErrors, type AddressDraft, type AddressDraftErrors } from '../../components/address/address-rules';
import { useCheckoutActor, useCheckoutSelector, useDraftState } from './checkout-runtime';
import { CheckoutAlert, CheckoutStepPage } from './checkout-step-page';
import styles from './checkout.module.css';

/** The value of the "new address" choice in the address radio group. */
const NEW_ADDRESS = 'new';

/**
 * Step 3, shipping address (shell-and-account.md §2 "Shipping address reads query cpinvalid=1 as
 * an invalid pickup location flag"; docs/checkout-api.md "Shipping address"; decision 0117): the
 * customer's saved addresses as a radio group, or a new address checked in the browser
 * (addressDraftErrors) and then by the server (ADDRESS_INVALID details.fields on the same fields).
 * `cpinvalid=1` (or a COLLECTION_POINT_INVALID answer) shows why. What was typed is kept on every
 * failure (drafts outlive the page); the phone is sent as digits only.
 */
export function ShippingAddressStep() {
  const { t } = useLingui();
  return (
    <CheckoutStepPage step="shipping-address" title={t`Shipping address`}>
      <ShippingAddressForm />
    </CheckoutStepPage>
  );
}

function ShippingAddressForm() {
  const { t } = useLingui();
  const site = useSite();
  const actor = useCheckoutActor();
  const checkout = useCheckoutSelector((snapshot) => snapshot.context.checkout)!;
  const error = useCheckoutSelector((snapshot) => snapshot.context.error);
  const pickupLocationInvalid = useCheckoutSelector((snapshot) => snapshot.context.pickupLocationInvalid);
  const saving = useCheckoutSelector((snapshot) => snapshot.matches({ shippingAddress: 'saving' }));
  const saved = checkout.savedAddresses;
  const current = checkout.shippingAddress;

  const [choice, setChoice] = useDraftState<string>('address.choice', () => current?.addressId ?? saved[0]?.id ?? NEW_ADDRESS);
  const [draft, setDraft] = useDraftState<AddressDraft>('address.draft', () =>
    current && current.addressId === null ? draftOfAddress(current.address) : emptyAddressDraft(site.country, checkout.customer.name),
  );
  const [saveToBook, setSaveToBook] = useDraftState<boolean>('address.save', () => false);
  const [clientErrors, setClientErrors] = useState<AddressDraftErrors>({});
  const serverErrors = error?.code === 'CHECKOUT.ADDRESS_INVALID' ? serverAddressErrors(error.details) : {};
  const errors = { ...serverErrors, ...clientErrors };

  // Every line picked up at one store: that store instead of an address (decision 0242).
  const pickupStores = new Set(checkout.lines.map((line) => line.pickupStore?.storeNumber ?? ''));
  const pickup = pickupStores.size === 1 && !pickupStores.has('') ? checkout.lines[0]!.pickupStore! : null;
  if (pickup) {
    return (
      <Suspense fallback={null}>
        {error && <CheckoutAlert error={error} />}
        <CheckoutPickupStore storeNumber={pickup.storeNumber} storeName={pickup.name} busy={saving} onContinue={(collectionPointId) => actor.send({ type: 'address.submit', choice: { kind: 'collection-point', collectionPointId } })} />
      </Suspense>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    if (choice !== NEW_ADDRESS) {
      actor.send({ type: 'address.submit', choice: { kind: 'saved', addressId: choice } });
      return;
    }
    const found = addressDraftErrors(draft);
    setClientErrors(found);
    if (Object.keys(found).length > 0) {
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    actor.send({ type: 'address.submit', choice: { kind: 'new', address: addressOfDraft(draft), ...(saveToBook ? { saveToAddressBook: true } : {}) } });
  };

  return (
    <form noValidate onSubmit={onSubmit} className={styles.stepForm} aria-busy={saving || undefined}>
      {pickupLocationInvalid && (
        <div role="alert" className={styles.alert} data-testid="pickup-location-invalid">
          <Trans>The pickup location you chose is not available. Choose a shipping address instead.</Trans>
        </div>
      )}
      {error && !(pickupLocationInvalid && error.code === 'CHECKOUT.COLLECTION_POINT_INVALID') && <CheckoutAlert error={error} />}
      {Object.keys(clientErrors).length > 0 && !error && (
        <div role="alert" className={styles.alert}>
          <Trans>Check the highlighted address fields.</Trans>
        </div>
      )}
      {saved.length > 0 && (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t`Where should we send your order?`}</legend>
          {saved.map((address) => (
            <label key={address.id} className={styles.choice}>
              <input type="radio" name="shippingAddress" value={address.id} checked={choice === address.id} onChange={() => setChoice(address.id)} />
              <span className={styles.choiceBody}>
                {address.nickName && <span className={styles.choiceTitle}>{address.nickName}</span>}
                <AddressLines address={address.address} />
              </span>
            </label>
          ))}
          <label className={styles.choice}>
            <input type="radio" name="shippingAddress" value={NEW_ADDRESS} checked={choice === NEW_ADDRESS} onChange={() => setChoice(NEW_ADDRESS)} />
            <span className={styles.choiceTitle}>
              <Trans>A new address</Trans>
            </span>
          </label>
        </fieldset>
      )}
      {choice === NEW_ADDRESS && (
        <>
          <AddressForm
            draft={draft}
            onChange={(next) => {
              setDraft(next);
              if (Object.keys(clientErrors).length > 0) setClientErrors(addressDraftErrors(next));
            }}
            errors={errors}
          />
          <label className={styles.checkbox}>
            <input type="checkbox" checked={saveToBook} onChange={(event) => setSaveToBook(event.target.checked)} />
            <Trans>Save this address to my address book</Trans>
          </label>
        </>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} aria-disabled={saving || undefined}>
          {saving ? <Trans>Saving…</Trans> : <Trans>Continue to delivery</Trans>}
        </button>
      </div>
    </form>
  );
}
