import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import styles from './quantity-input.module.css';

export interface QuantityInputProps {
  /** Units, between 1 and `max`. */
  readonly value: number;
  /** Largest allowed value (units), >= 1. */
  readonly max: number;
  /** Called with a whole number in 1..max whenever the shopper sets one (typed values above `max` are capped). */
  readonly onChange: (value: number) => void;
  /** Hides the visible "Quantity" label (it stays the accessible name). */
  readonly hideLabel?: boolean;
  readonly disabled?: boolean;
  /** id of an element describing the field (an error message). */
  readonly describedBy?: string;
  readonly className?: string;
}

/**
 * A quantity field (shopping.md §5 "Selected quantity is at least 1 and at most available stock"):
 * a labelled `input type=number` (role spinbutton, named "Quantity") with min 1 and the given max,
 * plus decrease and increase buttons. While the shopper types, the text is kept as typed; whole
 * numbers are reported at once (capped at `max`), and the field shows the current value again on blur.
 */
export function QuantityInput({ value, max, onChange, hideLabel = false, disabled = false, describedBy, className }: QuantityInputProps) {
  const { t } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  const upper = Math.max(1, max);

  // Follow a new value in the same render (not in an effect), so no frame shows a stale draft.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }

  const report = (next: number) => {
    const clamped = Math.min(Math.max(1, next), upper);
    setDraft(String(clamped));
    if (clamped !== value) onChange(clamped);
  };

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        <Trans>Quantity</Trans>
      </label>
      <div className={styles.control}>
        <button type="button" className={styles.step} aria-label={t`Decrease quantity`} disabled={disabled || value <= 1} onClick={() => report(value - 1)}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={1}
          max={upper}
          step={1}
          value={draft}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            if (/^\d+$/.test(text) && Number.parseInt(text, 10) >= 1) report(Number.parseInt(text, 10));
          }}
          onBlur={() => setDraft(String(value))}
        />
        <button type="button" className={styles.step} aria-label={t`Increase quantity`} disabled={disabled || value >= upper} onClick={() => report(value + 1)}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
