import { useLingui } from '@lingui/react/macro';
import { useNavigation } from 'react-router-dom';
import styles from './page-loader.module.css';

/** The page loader overlay (shell-and-account.md §2): shown while a navigation loads its route. */
export function PageLoader() {
  const navigation = useNavigation();
  const { t } = useLingui();
  if (navigation.state !== 'loading') return null;
  return <div className={styles.bar} role="progressbar" aria-label={t`Loading page`} />;
}
