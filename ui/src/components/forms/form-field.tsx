import { Trans } from '@lingui/react/macro';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import styles from './forms.module.css';

/** Props of {@link TextField}. */
export interface TextFieldProps {
  readonly label: ReactNode;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The message shown under the field and announced with it; the field is then aria-invalid. */
  readonly error?: ReactNode;
  /** A hint under the label (format, what it is for). */
  readonly hint?: ReactNode;
  readonly type?: 'text' | 'email' | 'password' | 'tel' | 'number' | 'date';
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  /** Shows "(optional)" after the label; every other field is marked required for assistive tech. */
  readonly optional?: boolean;
  /** Focus lands here when the dialog opens. */
  readonly autoFocus?: boolean;
}

/**
 * A labelled text input with its hint and error (architecture.md "UI": labelled controls). The
 * error is linked with aria-describedby and sets aria-invalid; nothing is cleared on error, so
 * what the shopper typed stays.
 */
export function TextField({ label, name, value, onChange, error, hint, type = 'text', autoComplete, inputMode, optional = false, autoFocus = false }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && (
          <span className={styles.optional}>
            {' '}
            <Trans>(optional)</Trans>
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        type={type}
        className={styles.input}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-required={optional ? undefined : true}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        data-autofocus={autoFocus ? '' : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps {
  readonly label: ReactNode;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Options as [value, label]; an empty first option "Choose…" is added with `placeholder`. */
  readonly options: readonly (readonly [string, string])[];
  readonly placeholder?: string;
  readonly error?: ReactNode;
  readonly autoComplete?: string;
}

/** A labelled select with its error, like {@link TextField}. */
export function SelectField({ label, name, value, onChange, options, placeholder, error, autoComplete }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={styles.input}
        value={value}
        autoComplete={autoComplete}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
