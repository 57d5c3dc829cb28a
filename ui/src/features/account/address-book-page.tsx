import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { AddressBookGateway, ProfileGateway, type SavedAddress } from '@vitrine/core';
import { AddressForm } from '../../components/address/address-form';
import { AddressLabel } from '../../components/address/address-label';
import { TextField } from '../../components/forms/form-field';
import { addressDraftErrors, addressOfDraft, draftOfAddress, emptyAddressDraft, serverAddressErrors, type AddressDraft, type AddressDraftErrors } from '../../components/address/address-rules';
import { useService, useServices } from '../../shared/service-context';
import { withSignIn } from '../identity';
import { useSite } from '../../shared/site-context';
import { AccountLayout, useSectionNames } from './account-layout';
import { AccountNoticeView, useAccountNotice } from './account-notice';
import { LoadFailed, Loading } from './account-load-views';
import { useAccountLoad } from './use-account-load';
import forms from '../../components/forms/forms.module.css';
import styles from './account-forms.module.css';

/** What the address book page shows: the saved addresses and the default's id. */
interface AddressBook {
  readonly addresses: readonly SavedAddress[];
  readonly defaultId: string | null;
}

/** The open editor: a new address, or the saved address `id`. */
type Editing = { readonly kind: 'new' } | { readonly kind: 'edit'; readonly id: string } | null;

/**
 * /account/address (shell-and-account.md §2 "Account" children, §3 "Address", §7 /me/addresses
 * and PATCH /me replace defaultShippingAddressId; decision 0181): the saved addresses, each a list
 * item with Edit, Delete and Set as default; "Add address" opens the shared address form (the
 * checkout's), checked in the browser and then by the server, whose field codes land on the same
 * fields. What was typed stays on every failure; each action is confirmed in the page's live region.
 */
export function AddressBookPage() {
  const { t } = useLingui();
  const services = useServices();
  const addressBook = useService(AddressBookGateway);
  const profiles = useService(ProfileGateway);
  const { notice, show } = useAccountNotice();
  const [editing, setEditing] = useState<Editing>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const { state, replace } = useAccountLoad<AddressBook>(async () => {
    const [list, profile] = await Promise.all([addressBook.list(), profiles.getProfile()]);
    if (!list.ok) throw new Error(list.error.code);
    return { addresses: list.value, defaultId: profile.defaultShippingAddressId };
  });

  const failed = () => show({ kind: 'error', message: t`Something went wrong on our side and nothing was changed. Please try again.` });

  const setDefault = async (book: AddressBook, id: string) => {
    setBusyId(id);
    try {
      const patched = await withSignIn(services, () => profiles.patchProfile([{ op: 'replace', path: '/defaultShippingAddressId', value: id }]));
      if (!patched.ok) {
        show({ kind: 'error', message: t`For your security, sign in again to change your addresses.` });
        return;
      }
      replace({ ...book, defaultId: patched.value.defaultShippingAddressId });
      show({ kind: 'affirmative', message: t`Your default shipping address was updated.` });
    } catch {
      failed();
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (book: AddressBook, id: string) => {
    setBusyId(id);
    try {
      const result = await withSignIn(services, () => addressBook.remove(id));
      if (!result.ok && result.error.code !== 'ADDRESS.NOT_FOUND') {
        show({ kind: 'error', message: t`The address could not be deleted. Please try again.` });
        return;
      }
      replace({ addresses: book.addresses.filter((a) => a.id !== id), defaultId: book.defaultId === id ? null : book.defaultId });
      if (editing?.kind === 'edit' && editing.id === id) setEditing(null);
      show({ kind: 'affirmative', message: t`The address was deleted.` });
      addButton.current?.focus();
    } catch {
      failed();
    } finally {
      setBusyId(null);
    }
  };

  return (
    <AccountLayout title={useSectionNames().address}>
      <AccountNoticeView notice={notice} />
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && <LoadFailed />}
      {state.status === 'ready' && (
        <>
          {state.value.addresses.length === 0 ? (
            <p>
              <Trans>You have no saved addresses yet.</Trans>
            </p>
          ) : (
            <ul className={styles.list} aria-label={t`Saved addresses`}>
              {state.value.addresses.map((saved) => {
                const isDefault = saved.id === state.value.defaultId;
                return (
                  <li key={saved.id} className={styles.item} aria-busy={busyId === saved.id || undefined}>
                    <p className={styles.itemHead}>
                      {saved.nickName && <strong>{saved.nickName}</strong>}
                      {isDefault && <span className={styles.badge}>{t`Default shipping address`}</span>}
                      {!saved.visible && <span className={styles.badge}>{t`Hidden at checkout`}</span>}
                    </p>
                    <AddressLabel address={saved.address} />
                    <div className={styles.itemActions}>
                      <button type="button" className={forms.secondary} onClick={() => setEditing({ kind: 'edit', id: saved.id })} aria-describedby={`addr-${saved.id}`}>
                        {t`Edit`}
                      </button>
                      <button type="button" className={forms.secondary} onClick={() => void remove(state.value, saved.id)} disabled={busyId !== null}>
                        {t`Delete`}
                      </button>
                      {!isDefault && (
                        <button type="button" className={forms.secondary} onClick={() => void setDefault(state.value, saved.id)} disabled={busyId !== null}>
                          {t`Set as default`}
                        </button>
                      )}
                    </div>
                    <span id={`addr-${saved.id}`} hidden>
                      {`${saved.address.address1}, ${saved.address.city}`}
                    </span>
                    {editing?.kind === 'edit' && editing.id === saved.id && (
                      <AddressEditor
                        key={saved.id}
                        saved={saved}
                        alreadyDefault={isDefault}
                        suggestDefault={isDefault}
                        onCancel={() => setEditing(null)}
                        onSaved={(next, makeDefault) => {
                          replace({ addresses: state.value.addresses.map((a) => (a.id === next.id ? next : a)), defaultId: makeDefault ? next.id : state.value.defaultId });
                          setEditing(null);
                          show({ kind: 'affirmative', message: t`The address was saved.` });
                        }}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {editing?.kind === 'new' ? (
            <AddressEditor
              saved={null}
              alreadyDefault={false}
              suggestDefault={state.value.defaultId === null}
              onCancel={() => {
                setEditing(null);
                requestAnimationFrame(() => addButton.current?.focus());
              }}
              onSaved={(next, makeDefault) => {
                replace({ addresses: [...state.value.addresses, next], defaultId: makeDefault ? next.id : state.value.defaultId });
                setEditing(null);
                show({ kind: 'affirmative', message: t`The address was added to your address book.` });
                requestAnimationFrame(() => addButton.current?.focus());
              }}
            />
          ) : (
            <button ref={addButton} type="button" className={forms.primary} onClick={() => setEditing({ kind: 'new' })}>
              {t`Add address`}
            </button>
          )}
        </>
      )}
    </AccountLayout>
  );
}

/**
 * The add/edit form of one address: the shared AddressForm, "Offer this address at checkout"
 * (the `visible` flag) and "Use as my default shipping address". Saves with POST or PUT
 * /me/addresses, then PATCH defaultShippingAddressId when asked. Keeps what was typed on every
 * failure: field problems under their fields, anything else in an alert.
 */
function AddressEditor({
  saved,
  alreadyDefault,
  suggestDefault,
  onCancel,
  onSaved,
}: {
  saved: SavedAddress | null;
  alreadyDefault: boolean;
  suggestDefault: boolean;
  onCancel: () => void;
  onSaved: (address: SavedAddress, madeDefault: boolean) => void;
}) {
  const { t } = useLingui();
  const site = useSite();
  const services = useServices();
  const addressBook = useService(AddressBookGateway);
  const profiles = useService(ProfileGateway);
  const [draft, setDraft] = useState<AddressDraft>(() => (saved ? draftOfAddress(saved.address) : emptyAddressDraft(site.country)));
  const [nickName, setNickName] = useState(saved?.nickName ?? '');
  const [visible, setVisible] = useState(saved?.visible ?? true);
  const [makeDefault, setMakeDefault] = useState(suggestDefault);
  const [errors, setErrors] = useState<AddressDraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const heading = saved ? t`Edit address` : t`Add an address`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const form = event.currentTarget;
    const focusProblem = () => requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus());
    const found = addressDraftErrors(draft);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      focusProblem();
      return;
    }
    setSaving(true);
    try {
      const input = { address: addressOfDraft(draft), nickName: nickName.trim() === '' ? null : nickName.trim(), visible };
      const result = await withSignIn(services, () => (saved ? addressBook.update(saved.id, input) : addressBook.add(input)));
      if (!result.ok) {
        if (result.error.code === 'ADDRESS.INVALID') setErrors(serverAddressErrors(result.error.details));
        setFailure(
          result.error.code === 'ADDRESS.INVALID'
            ? t`Check the highlighted address fields.`
            : result.error.code === 'ADDRESS.SIGN_IN_REQUIRED'
              ? t`For your security, sign in again to change your addresses.`
              : t`The address could not be saved. Please try again.`,
        );
        focusProblem();
        return;
      }
      const wantsDefault = makeDefault && !alreadyDefault;
      // The address is saved; a default refused after a closed sign-in leaves it saved, not default.
      const madeDefault = wantsDefault && (await withSignIn(services, () => profiles.patchProfile([{ op: 'replace', path: '/defaultShippingAddressId', value: result.value.id }]))).ok;
      onSaved(result.value, madeDefault);
    } catch {
      setFailure(t`Something went wrong on our side and your address was not saved. Nothing you typed is lost: please try again.`);
      focusProblem();
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.editor} aria-label={heading}>
      <h2>{heading}</h2>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className={forms.form} aria-busy={saving || undefined}>
        {failure && (
          <div role="alert" tabIndex={-1} className={styles.error}>
            {failure}
          </div>
        )}
        <AddressForm draft={draft} onChange={(next) => { setDraft(next); if (Object.keys(errors).length > 0) setErrors(addressDraftErrors(next)); }} errors={errors} legend={heading} />
        <TextField label={t`Nickname`} name="nickName" value={nickName} onChange={setNickName} optional hint={t`For example Home or Office.`} />
        <label className={forms.checkbox}>
          <input type="checkbox" checked={visible} onChange={(event) => setVisible(event.target.checked)} />
          <Trans>Offer this address at checkout</Trans>
        </label>
        {!alreadyDefault && (
          <label className={forms.checkbox}>
            <input type="checkbox" checked={makeDefault} onChange={(event) => setMakeDefault(event.target.checked)} />
            <Trans>Use as my default shipping address</Trans>
          </label>
        )}
        <div className={forms.actions}>
          <button type="submit" className={forms.primary} aria-disabled={saving || undefined}>
            {saving ? t`Saving…` : t`Save address`}
          </button>
          <button type="button" className={forms.secondary} onClick={onCancel}>
            {t`Cancel`}
          </button>
        </div>
      </form>
    </section>
  );
}
