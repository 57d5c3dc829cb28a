import { useLingui } from '@lingui/react/macro';
import type { SizeChoice } from '@vitrine/core';
import { OptionGroup } from './option-group';
import styles from './product.module.css';

/**
 * The "Size" radio group: the sizes core lists for the picked colour and fit. Out-of-stock sizes
 * are hidden by core unless the product shows sold-out options; when shown they are disabled,
 * struck through and named "…, out of stock" (shopping.md §4).
 * `name` is the radios' name, the same for the product across renders and mounts (option-names.ts).
 */
export function SizePicker({ name, choices, selectedId, onSelect }: { name: string; choices: readonly SizeChoice[]; selectedId: string | null; onSelect: (sizeId: string) => void }) {
  const { t } = useLingui();
  const selected = choices.find((c) => c.sizeId === selectedId);
  return (
    <OptionGroup label={t`Size`} value={selected?.size}>
      {choices.map(({ sizeId, size, available }) => (
        <label key={sizeId} className={styles.pillOption}>
          <input
            type="radio"
            name={name}
            value={sizeId}
            checked={selectedId === sizeId}
            disabled={!available}
            onChange={() => onSelect(sizeId)}
            className={`visually-hidden ${styles.radio}`}
          />
          <span className={`${styles.pill} ${styles.sizePill}`}>
            {available ? (
              size
            ) : (
              <>
                <span aria-hidden="true">{size}</span>
                <span className="visually-hidden">{t`${size}, out of stock`}</span>
              </>
            )}
          </span>
        </label>
      ))}
    </OptionGroup>
  );
}
