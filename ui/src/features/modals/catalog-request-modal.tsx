import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { catalogRequestFieldOf, MarketingGateway, validateCatalogRequest, type CatalogRequestForm } from '@vitrine/core';
import { useServices } from '../../shared/service-context';
import { useSubmission } from '../../components/forms/use-submission';
import { useSite, useSiteConfig } from '../../shared/site-context';
import { Dialog } from '../../components/dialog';
import { FormActions, FormAlert, FormSuccess, SubmitButton } from '../../components/forms/form-feedback';
import { SelectField, TextField } from '../../components/forms/form-field';
import type { ModalApi } from '../../shared/modal-stack/modal-types';
import { useValidatedForm } from '../../components/forms/use-validated-form';
import styles from '../../components/forms/forms.module.css';

/**
 * #request-catalog (shell-and-account.md §2, §5, §7 POST /catalog-requests): first name, last
 * name, address lines, city, region, postal code and country (the site's shipping countries),
 * checked by core's `validateCatalogRequest`, then sent (decision 0201). The server's mismatch codes
 * (REGION_INVALID_FOR_POSTAL_CODE, POSTAL_CODE_INVALID_FOR_REGION) mark their field (core's
 * `catalogRequestFieldOf`; decision 0203) and everything typed stays.
 */
export function CatalogRequestModal({ api }: { api: ModalApi }) {
  const { t } = useLingui();
  const site = useSite();
  const config = useSiteConfig();
  const countries = config.countries.filter((c) => c.isShipping).map((c) => [c.countryCode, c.name] as [string, string]);
  const services = useServices();
  const submission = useSubmission(useCallback((request: CatalogRequestForm) => services.get(MarketingGateway).requestCatalog(request), [services]));
  const form = useValidatedForm(
    { firstName: '', lastName: '', address1: '', address2: '', city: '', region: '', postalCode: '', country: site.country },
    validateCatalogRequest,
    submission.send,
  );
  const { state } = submission;
  const mismatch = state.status === 'failed' ? catalogRequestFieldOf(state.error.code) : null;
  const serverField = mismatch ?? submission.serverField;
  const error = (field: string, message: string) => (form.invalid(field) || serverField === field ? message : undefined);
  const mismatchText = mismatch === 'region' ? t`This state or region does not match the postal code.` : t`This postal code is not in the state or region you entered.`;
  return (
    <Dialog id={api.modalId} title={t`Request a catalog`} description={t`We'll mail our latest catalog to you.`} styleType="large" onClose={() => api.close()}>
      <form ref={form.formRef} className={styles.form} noValidate onSubmit={form.onSubmit}>
        {form.error && (
          <FormAlert ruleText={form.error.message}>
            <Trans>Fill in the highlighted fields to request a catalog.</Trans>
          </FormAlert>
        )}
        {state.status === 'failed' && (
          <FormAlert>{mismatch ? mismatchText : serverField ? <Trans>Check the highlighted fields and try again.</Trans> : <Trans>We could not send your request just now. Please try again.</Trans>}</FormAlert>
        )}
        {state.status === 'sent' && (
          <FormSuccess detail={<Trans>Your reference is {state.result}.</Trans>}>
            <Trans>Thanks, your catalog is on its way.</Trans>
          </FormSuccess>
        )}
        <div className={styles.row}>
          <TextField label={t`First name`} name="firstName" autoComplete="given-name" value={form.values.firstName} onChange={form.set('firstName')} error={error('firstName', t`Enter your first name.`)} />
          <TextField label={t`Last name`} name="lastName" autoComplete="family-name" value={form.values.lastName} onChange={form.set('lastName')} error={error('lastName', t`Enter your last name.`)} />
        </div>
        <TextField label={t`Address line 1`} name="address1" autoComplete="address-line1" value={form.values.address1} onChange={form.set('address1')} error={error('address1', t`Enter your street address.`)} />
        <TextField label={t`Address line 2`} name="address2" autoComplete="address-line2" optional value={form.values.address2} onChange={form.set('address2')} />
        <div className={styles.row}>
          <TextField label={t`City`} name="city" autoComplete="address-level2" value={form.values.city} onChange={form.set('city')} error={error('city', t`Enter your city.`)} />
          <TextField label={t`State or region`} name="region" autoComplete="address-level1" value={form.values.region} onChange={form.set('region')} error={mismatch === 'region' ? mismatchText : error('region', t`Enter your state or region.`)} />
        </div>
        <div className={styles.row}>
          <TextField label={t`Postal code`} name="postalCode" autoComplete="postal-code" value={form.values.postalCode} onChange={form.set('postalCode')} error={mismatch === 'postalCode' ? mismatchText : error('postalCode', t`Enter your postal code.`)} />
          <SelectField label={t`Country`} name="country" autoComplete="country" value={form.values.country} onChange={form.set('country')} options={countries} placeholder={t`Choose a country`} error={error('country', t`Choose your country.`)} />
        </div>
        <FormActions>
          <SubmitButton sending={state.status === 'sending'} sendingLabel={<Trans>Sending…</Trans>}>
            <Trans>Request catalog</Trans>
          </SubmitButton>
        </FormActions>
      </form>
    </Dialog>
  );
}
