import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  readonly label: string;
  /** Client path; omitted for the current page (the last crumb). */
  readonly to?: string;
}

/**
 * Breadcrumbs (shopping.md §7 "Breadcrumbs are fetched by slug"): a navigation landmark named
 * "Breadcrumb" holding an ordered list; the last crumb is the current page (`aria-current`).
 * Memoized (shallow props): pass the same `items` array while the trail does not change.
 */
export const Breadcrumbs = memo(function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useLingui();
  if (items.length === 0) return null;
  return (
    <nav aria-label={t`Breadcrumb`} className={styles.nav}>
      <ol className={styles.list}>
        {items.map((crumb, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${crumb.label}-${index}`} className={styles.item}>
              {crumb.to && !last ? (
                <Link to={crumb.to} className={styles.link}>
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
