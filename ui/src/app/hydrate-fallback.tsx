import { PageTitle } from '../shared/page-title';
import styles from './hydrate-fallback.module.css';

/**
 * What shows while the first route's code and data load (react-router's HydrateFallback): a
 * reserved header band and page area, so nothing shifts when the page arrives. No text to translate.
 */
export function HydrateFallback() {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <PageTitle />
      <div className={styles.header} />
      <div className={styles.page} />
    </div>
  );
}
