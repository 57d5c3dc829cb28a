import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { REGISTRY_ADDRESS_SOURCES, type RegistryDraft } from '@vitrine/core';
import { TextField } from '../../components/forms/form-field';
import { FormAlert } from '../../components/forms/form-feedback';
import { useValidatedForm } from '../../components/forms/use-validated-form';
import { useSite } from '../../shared/site-context';
import { addressKey, registryDraftOf, type AddressSource, type RegistryFormValues } from './registry-draft';
import { REGISTRY_EVENT_TYPES, useRegistryText } from './registry-text';
import styles from './registry.module.css';

/** A labelled select of this form (its options as [value, label]). */
function Choice({ label, name, value, onChange, options }: { label: string; name: string; value: string; onChange: (v: string) => void; options: readonly (readonly [string, string])[] }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <strong>{label}</strong>
      </label>
      <select id={id} name={name} className={styles.select} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The address fields of one prefix inside a named group. */
function AddressFields({ legend, prefix, form, required }: { legend: ReactNode; prefix: '' | 'co' | 'alt'; form: ReturnType<typeof useValidatedForm<RegistryFormValues, RegistryDraft>>; required: boolean }) {
  const { t } = useLingui();
  const field = (name: 'address1' | 'address2' | 'city' | 'state' | 'zipCode', label: string, extra: { optional?: boolean; autoComplete?: string } = {}) => {
    const k = addressKey(prefix, name);
    return (
      <TextField
        label={label}
        name={k}
        value={form.values[k]}
        onChange={form.set(k)}
        error={form.invalid(k) ? t`Fill this in.` : undefined}
        optional={extra.optional ?? !required}
        {...(extra.autoComplete ? { autoComplete: extra.autoComplete } : {})}
      />
    );
  };
  const section = prefix === '' ? 'shipping ' : '';
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      {field('address1', t`Address line 1`, { autoComplete: `${section}address-line1` })}
      {field('address2', t`Address line 2`, { optional: true, autoComplete: `${section}address-line2` })}
      <div className={styles.row}>
        {field('city', t`City`, { autoComplete: `${section}address-level2` })}
        {field('state', t`State`, { autoComplete: `${section}address-level1` })}
        {field('zipCode', t`ZIP code`, { autoComplete: `${section}postal-code` })}
      </div>
    </fieldset>
  );
}

/**
 * The registry form of /registry/account/create and /registry/account/edit (shopping.md §3
 * "Registry"): the event (name, type, date, description), the owner and an optional co-owner with
 * their addresses, where gifts go before and after the event (owner, co-owner or alternate
 * address), and whether gift cards are welcome. Checked by {@link registryDraftOf}; a refusal
 * keeps every value and focuses the first field to fix. `onSubmit` gets the draft.
 */
export function RegistryForm({
  initial,
  webProfileId,
  submitLabel,
  busy,
  onSubmit,
  children,
}: {
  initial: RegistryFormValues;
  webProfileId: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (draft: RegistryDraft) => void;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const site = useSite();
  const text = useRegistryText();
  const form = useValidatedForm<RegistryFormValues, RegistryDraft>(initial, (values) => registryDraftOf(values, site.country, site.brand, webProfileId));
  const submitted = useRef<RegistryDraft | null>(null);
  useEffect(() => {
    if (form.accepted && form.accepted !== submitted.current) {
      submitted.current = form.accepted;
      onSubmit(form.accepted);
    }
  }, [form.accepted, onSubmit]);
  const v = form.values;
  const sourceLabel: Record<AddressSource, string> = { owner: t`My address`, 'co-owner': t`Co-owner's address`, alternate: t`Another address` };
  const sources = REGISTRY_ADDRESS_SOURCES.map((source) => [source, sourceLabel[source]] as const);
  const invalid = (name: string) => (form.invalid(name) ? t`Fill this in.` : undefined);
  const alternate = v.preEventSource === 'alternate' || v.postEventSource === 'alternate';
  return (
    <form ref={form.formRef} className={styles.form} onSubmit={form.onSubmit} noValidate>
      {form.error && (
        <FormAlert>
          <Trans>Some details are missing. Check the marked fields.</Trans>
        </FormAlert>
      )}
      {children}
      <fieldset className={styles.fieldset}>
        <legend>{t`The event`}</legend>
        <TextField label={t`Event name`} name="eventName" value={v.eventName} onChange={form.set('eventName')} error={invalid('eventName')} />
        <div className={styles.row}>
          <Choice label={t`Event type`} name="eventType" value={v.eventType} onChange={form.set('eventType')} options={REGISTRY_EVENT_TYPES.map((type) => [type, text.eventType(type)] as const)} />
          <TextField
            label={t`Event date`}
            name="eventDate"
            value={v.eventDate}
            onChange={form.set('eventDate')}
            hint={t`Year-month-day, for example 2027-06-14`}
            error={form.invalid('eventDate') ? t`Enter a date as year-month-day, for example 2027-06-14.` : undefined}
            inputMode="numeric"
          />
        </div>
        <TextField label={t`Description`} name="description" value={v.description} onChange={form.set('description')} optional />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t`You`}</legend>
        <div className={styles.row}>
          <TextField label={t`First name`} name="firstName" value={v.firstName} onChange={form.set('firstName')} error={invalid('firstName')} autoComplete="given-name" />
          <TextField label={t`Last name`} name="lastName" value={v.lastName} onChange={form.set('lastName')} error={invalid('lastName')} autoComplete="family-name" />
        </div>
        <TextField label={t`Phone number`} name="phoneNumber" type="tel" value={v.phoneNumber} onChange={form.set('phoneNumber')} optional autoComplete="tel" />
      </fieldset>
      <AddressFields legend={t`Your address`} prefix="" form={form} required />
      <fieldset className={styles.fieldset}>
        <legend>{t`Co-owner`}</legend>
        <p className={styles.muted}>
          <Trans>Optional: someone who shares this registry with you.</Trans>
        </p>
        <div className={styles.row}>
          <TextField label={t`Co-owner's given name`} name="coFirstName" value={v.coFirstName} onChange={form.set('coFirstName')} error={invalid('coFirstName')} optional />
          <TextField label={t`Co-owner's family name`} name="coLastName" value={v.coLastName} onChange={form.set('coLastName')} error={invalid('coLastName')} optional />
        </div>
        <TextField label={t`Co-owner email`} name="coEmail" type="email" value={v.coEmail} onChange={form.set('coEmail')} optional />
      </fieldset>
      <AddressFields legend={t`Co-owner's address`} prefix="co" form={form} required={v.preEventSource === 'co-owner' || v.postEventSource === 'co-owner'} />
      <fieldset className={styles.fieldset}>
        <legend>{t`Where gifts are sent`}</legend>
        <div className={styles.row}>
          <Choice label={t`Before the event`} name="preEventSource" value={v.preEventSource} onChange={form.set('preEventSource')} options={sources} />
          <Choice label={t`After the event`} name="postEventSource" value={v.postEventSource} onChange={form.set('postEventSource')} options={sources} />
        </div>
        <label className={styles.check}>
          <input type="checkbox" name="acceptGiftCards" checked={v.acceptGiftCards === 'true'} onChange={(e) => form.set('acceptGiftCards')(String(e.target.checked))} />
          {t`Gift cards are welcome`}
        </label>
      </fieldset>
      {alternate && <AddressFields legend={t`Another address`} prefix="alt" form={form} required />}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} aria-disabled={busy || undefined}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
