import { useId, type ReactNode } from 'react';
import styles from './product.module.css';

/**
 * A labelled radio group (role radiogroup, named by `label` exactly: "Color", "Fit", "Size") with
 * the current value shown beside the label. Children are native radio inputs sharing one name, so
 * arrow keys move between them.
 */
export function OptionGroup({ label, value, children, className }: { label: string; value?: ReactNode; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <div className={[styles.group, className].filter(Boolean).join(' ')}>
      <p className={styles.groupHead}>
        <span id={id} className={styles.groupLabel}>
          {label}
        </span>
        {value && <span className={styles.groupValue}>{value}</span>}
      </p>
      <div role="radiogroup" aria-labelledby={id} className={styles.choices}>
        {children}
      </div>
    </div>
  );
}
