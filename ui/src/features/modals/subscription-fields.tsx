import { Trans, useLingui } from '@lingui/react/macro';
import { SelectField } from '../../components/forms/form-field';
import styles from '../../components/forms/forms.module.css';

/** "I shop for": the gender a marketing subscription needs (shell-and-account.md §5). */
export function GenderField({ value, onChange, invalid }: { value: string; onChange: (value: string) => void; invalid: boolean }) {
  const { t } = useLingui();
  return (
    <SelectField
      label={t`I shop for`}
      name="gender"
      value={value}
      onChange={onChange}
      placeholder={t`Choose one`}
      options={[
        ['female', t`Women's`],
        ['male', t`Men's`],
        ['unspecified', t`Everything`],
      ]}
      error={invalid ? t`Choose what you shop for.` : undefined}
    />
  );
}

/**
 * The brand list of a subscription (shell-and-account.md §5 "a brand list (array)"): one checkbox
 * per sub-brand of the site; `value` is the ticked codes joined by commas. Renders nothing when
 * the site has no sub-brands (the list is then empty, which the rule accepts).
 */
export function BrandChoices({ brands, value, onChange }: { brands: readonly { code: string; siteName: string }[]; value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  if (brands.length === 0) return null;
  const ticked = new Set(value === '' ? [] : value.split(','));
  const toggle = (code: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(code);
    else next.delete(code);
    onChange([...next].join(','));
  };
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t`Also send me news from`}</legend>
      {brands.map((brand) => (
        <label key={brand.code} className={styles.checkbox}>
          <input type="checkbox" checked={ticked.has(brand.code)} onChange={(event) => toggle(brand.code, event.target.checked)} />
          <span>{brand.siteName}</span>
        </label>
      ))}
      <p className={styles.muted}>
        <Trans>Optional.</Trans>
      </p>
    </fieldset>
  );
}
