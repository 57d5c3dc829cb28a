import { useLingui } from '@lingui/react/macro';
import type { ColorChoice, ColorOption } from '@vitrine/core';
import { Swatch } from '../../components/swatch';
import { OptionGroup } from './option-group';
import styles from './product.module.css';

/**
 * The "Color" radio group (primary slice): one swatch per colour core lists; sold-out colours
 * (listed only when the product shows them) are crossed out and named "…, sold out" but stay
 * selectable, so a shopper can see them.
 * `name` is the radios' name, the same for the product across renders and mounts (option-names.ts).
 */
export function ColorPicker({ name, choices, selected, onSelect }: { name: string; choices: readonly ColorChoice[]; selected: ColorOption | null; onSelect: (code: string) => void }) {
  const { t } = useLingui();
  const selectedChoice = choices.find((c) => c.color.code === selected?.code);
  return (
    <OptionGroup
      label={t`Color`}
      value={selected ? (selectedChoice && !selectedChoice.available ? t`${selected.displayName} – sold out` : selected.displayName) : undefined}
    >
      {choices.map(({ color, available }) => (
        <label key={color.code} className={styles.swatchOption} title={color.displayName}>
          <input
            type="radio"
            name={name}
            value={color.code}
            checked={selected?.code === color.code}
            onChange={() => onSelect(color.code)}
            className={`visually-hidden ${styles.radio}`}
          />
          <span className={styles.swatchRing}>
            <Swatch name={color.displayName} url={color.swatchUrl} size="md" soldOut={!available} />
          </span>
          <span className="visually-hidden">{available ? color.displayName : t`${color.displayName}, sold out`}</span>
        </label>
      ))}
    </OptionGroup>
  );
}
