import { useLingui } from '@lingui/react/macro';
import type { FitChoice, FitOption } from '@vitrine/core';
import { OptionGroup } from './option-group';
import styles from './product.module.css';

/**
 * The "Fit" radio group (secondary slice: Regular, Petite, Tall…), shown only when the product has
 * fits. Out-of-stock fits appear only when core lists them, disabled and marked.
 * `name` is the radios' name, the same for the product across renders and mounts (option-names.ts).
 */
export function FitPicker({ name, choices, selected, onSelect }: { name: string; choices: readonly FitChoice[]; selected: FitOption | null; onSelect: (code: string) => void }) {
  const { t } = useLingui();
  return (
    <OptionGroup label={t`Fit`} value={selected?.displayName}>
      {choices.map(({ fit, available }) => (
        <label key={fit.code} className={styles.pillOption}>
          <input
            type="radio"
            name={name}
            value={fit.code}
            checked={selected?.code === fit.code}
            disabled={!available}
            onChange={() => onSelect(fit.code)}
            className={`visually-hidden ${styles.radio}`}
          />
          <span className={styles.pill}>
            {available ? (
              fit.displayName
            ) : (
              <>
                <span aria-hidden="true">{fit.displayName}</span>
                <span className="visually-hidden">{t`${fit.displayName}, out of stock`}</span>
              </>
            )}
          </span>
        </label>
      ))}
    </OptionGroup>
  );
}
