import { useId, type ReactNode } from 'react';
import styles from './forms.module.css';

/** A required consent checkbox with its error; `checked` is 'yes' or '' (form values are strings). */
export function ConsentCheckbox({ name, checked, onChange, error, children }: { name: string; checked: string; onChange: (value: string) => void; error?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.checkbox} htmlFor={id}>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked === 'yes'}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked ? 'yes' : '')}
        />
        <span>{children}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
