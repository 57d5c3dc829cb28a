import { useLingui } from '@lingui/react/macro';
import type { AddressFieldErrorCode } from '@vitrine/core';
import { useSiteConfig } from '../../shared/site-context';
import { SelectField, TextField } from '../forms/form-field';
import { regionKindOf, regionsOf, type AddressDraft, type AddressDraftErrors, type AddressField } from './address-rules';
import formStyles from '../forms/forms.module.css';
import styles from './address-form.module.css';

/** The text for a field's problem code. */
function useFieldErrorText(): (field: AddressField, code: AddressFieldErrorCode | undefined) => string | undefined {
  const { t } = useLingui();
  return (field, code) => {
    if (!code) return undefined;
    switch (code) {
      case 'REQUIRED':
        return field === 'region' ? t`Choose the state, province or region.` : field === 'postalCode' ? t`Enter the postal code.` : t`This field is required.`;
      case 'POSTAL_CODE_INVALID':
        return t`This postal code does not match the country or region. Check it and try again.`;
      case 'REGION_INVALID':
        return t`Choose a state, province or region of this country.`;
      case 'COUNTRY_INVALID':
        return t`Choose a country we ship to.`;
      case 'PHONE_INVALID':
        return t`Enter a phone number that is complete for this country.`;
      case 'TOO_LONG':
        return t`Use 100 characters or fewer.`;
    }
  };
}

/**
 * An address (shell-and-account.md §3 "Address"; decisions 0117, 0181), shared by checkout's
 * shipping address step and the address book: name, address lines, city, country (the site's
 * shipping countries), the region as a select of the country's regions (named "State",
 * "Province" or "Region" after the country; only where the country has regions), postal code and
 * an optional phone, each labelled, with its problem under it. Changing the country clears a region
 * that is not the new country's. Controlled: `draft` and `onChange`. `legend` names the fieldset
 * (visually hidden); `section` is the autocomplete section ('shipping', 'billing').
 */
export function AddressForm({
  draft,
  onChange,
  errors,
  legend,
  section = 'shipping',
}: {
  draft: AddressDraft;
  onChange: (draft: AddressDraft) => void;
  errors: AddressDraftErrors;
  legend?: string;
  section?: 'shipping' | 'billing';
}) {
  const { t } = useLingui();
  const config = useSiteConfig();
  const errorText = useFieldErrorText();
  const set = (field: keyof AddressDraft) => (value: string) => onChange({ ...draft, [field]: value });
  const countries = config.countries.filter((country) => country.isShipping).map((country) => [country.countryCode, country.name] as const);
  const regions = regionsOf(draft.country);
  const kind = regionKindOf(draft.country);
  const regionLabel = kind === 'state' ? t`State` : kind === 'province' ? t`Province` : t`Region`;
  const setCountry = (country: string) => onChange({ ...draft, country, region: regionsOf(country).some(([code]) => code === draft.region) ? draft.region : '' });
  return (
    <fieldset className={`${formStyles.form} ${styles.fieldset}`}>
      <legend className="visually-hidden">{legend ?? t`New shipping address`}</legend>
      <div className={formStyles.row}>
        <TextField label={t`First name`} name="firstName" value={draft.firstName} onChange={set('firstName')} autoComplete={`${section} given-name`} error={errorText('name.first', errors['name.first'])} />
        <TextField label={t`Last name`} name="lastName" value={draft.lastName} onChange={set('lastName')} autoComplete={`${section} family-name`} error={errorText('name.last', errors['name.last'])} />
      </div>
      <TextField label={t`Street address`} name="address1" value={draft.address1} onChange={set('address1')} autoComplete={`${section} address-line1`} error={errorText('address1', errors.address1)} />
      <TextField
        label={t`Apartment, suite or floor`}
        name="address2"
        value={draft.address2}
        onChange={set('address2')}
        autoComplete={`${section} address-line2`}
        optional
        error={errorText('address2', errors.address2)}
      />
      <div className={formStyles.row}>
        <TextField label={t`City`} name="city" value={draft.city} onChange={set('city')} autoComplete={`${section} address-level2`} error={errorText('city', errors.city)} />
        <SelectField label={t`Country`} name="country" value={draft.country} onChange={setCountry} options={countries} autoComplete={`${section} country`} error={errorText('country', errors.country)} />
      </div>
      <div className={formStyles.row}>
        {regions.length > 0 && (
          <SelectField
            label={regionLabel}
            name="region"
            value={draft.region}
            onChange={set('region')}
            options={regions}
            placeholder={t`Choose…`}
            autoComplete={`${section} address-level1`}
            error={errorText('region', errors.region)}
          />
        )}
        <TextField label={t`Postal code`} name="postalCode" value={draft.postalCode} onChange={set('postalCode')} autoComplete={`${section} postal-code`} error={errorText('postalCode', errors.postalCode)} />
      </div>
      <TextField
        label={t`Phone`}
        name="phone"
        type="tel"
        inputMode="tel"
        value={draft.phone}
        onChange={set('phone')}
        autoComplete={`${section} tel`}
        optional
        hint={t`For delivery questions only.`}
        error={errorText('phoneNumber', errors.phoneNumber)}
      />
    </fieldset>
  );
}
