import { useLingui } from '@lingui/react/macro';
import type { AddressFieldErrorCode } from '@vitrine/core';
import { useSiteConfig } from '../../shared/site-context';
import { SelectField, TextField } from '../../components/forms/form-field';
import { COUNTRIES_WITH_REGIONS, type AddressDraft, type AddressDraftErrors, type AddressField } from './address-rules';
import formStyles from '../../components/forms/forms.module.css';
import styles from './checkout.module.css';

/** The text for a field's problem code. */
function useFieldErrorText(): (field: AddressField, code: AddressFieldErrorCode | undefined) => string | undefined {
  const { t } = useLingui();
  return (field, code) => {
    if (!code) return undefined;
    switch (code) {
      case 'REQUIRED':
        return field === 'region' ? t`Enter the state, province or region.` : field === 'postalCode' ? t`Enter the postal code.` : t`This field is required.`;
      case 'POSTAL_CODE_INVALID':
        return t`Enter a postal code in this country's format.`;
      case 'REGION_INVALID':
        return t`Enter a valid state, province or region code for this country (for example IL).`;
      case 'COUNTRY_INVALID':
        return t`Choose a country we ship to.`;
      case 'PHONE_INVALID':
        return t`Enter a phone number with 7 to 15 digits.`;
      case 'TOO_LONG':
        return t`Use 100 characters or fewer.`;
    }
  };
}

/**
 * The new shipping address (shell-and-account.md §3 "Address"; decision 0117): name, address
 * lines, city, country (the site's shipping countries), state/province/region, postal code and an
 * optional phone, each labelled, with its problem under it. Controlled: `draft` and `onChange`.
 */
export function AddressForm({ draft, onChange, errors }: { draft: AddressDraft; onChange: (draft: AddressDraft) => void; errors: AddressDraftErrors }) {
  const { t } = useLingui();
  const config = useSiteConfig();
  const errorText = useFieldErrorText();
  const set = (field: keyof AddressDraft) => (value: string) => onChange({ ...draft, [field]: value });
  const countries = config.countries.filter((country) => country.isShipping).map((country) => [country.countryCode, country.name] as const);
  const needsRegion = COUNTRIES_WITH_REGIONS.includes(draft.country);
  return (
    <fieldset className={`${formStyles.form} ${styles.fieldset}`}>
      <legend className="visually-hidden">{t`New shipping address`}</legend>
      <div className={formStyles.row}>
        <TextField label={t`First name`} name="firstName" value={draft.firstName} onChange={set('firstName')} autoComplete="shipping given-name" error={errorText('name.first', errors['name.first'])} />
        <TextField label={t`Last name`} name="lastName" value={draft.lastName} onChange={set('lastName')} autoComplete="shipping family-name" error={errorText('name.last', errors['name.last'])} />
      </div>
      <TextField label={t`Street address`} name="address1" value={draft.address1} onChange={set('address1')} autoComplete="shipping address-line1" error={errorText('address1', errors.address1)} />
      <TextField
        label={t`Apartment, suite or floor`}
        name="address2"
        value={draft.address2}
        onChange={set('address2')}
        autoComplete="shipping address-line2"
        optional
        error={errorText('address2', errors.address2)}
      />
      <div className={formStyles.row}>
        <TextField label={t`City`} name="city" value={draft.city} onChange={set('city')} autoComplete="shipping address-level2" error={errorText('city', errors.city)} />
        <SelectField label={t`Country`} name="country" value={draft.country} onChange={set('country')} options={countries} autoComplete="shipping country" error={errorText('country', errors.country)} />
      </div>
      <div className={formStyles.row}>
        <TextField
          label={t`State, province or region`}
          name="region"
          value={draft.region}
          onChange={set('region')}
          autoComplete="shipping address-level1"
          hint={needsRegion ? t`Two-letter code, for example IL or ON.` : undefined}
          optional={!needsRegion}
          error={errorText('region', errors.region)}
        />
        <TextField label={t`Postal code`} name="postalCode" value={draft.postalCode} onChange={set('postalCode')} autoComplete="shipping postal-code" error={errorText('postalCode', errors.postalCode)} />
      </div>
      <TextField
        label={t`Phone`}
        name="phone"
        type="tel"
        inputMode="tel"
        value={draft.phone}
        onChange={set('phone')}
        autoComplete="shipping tel"
        optional
        hint={t`For delivery questions only.`}
        error={errorText('phoneNumber', errors.phoneNumber)}
      />
    </fieldset>
  );
}
