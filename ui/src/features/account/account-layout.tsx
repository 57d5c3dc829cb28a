import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { ACCOUNT_SECTIONS, accountSectionPath, type AccountSection } from './account-nav';
import styles from './account.module.css';
import { PageTitle } from '../../shared/page-title';

/** The translated name of each account section. */
export function useSectionNames(): Record<AccountSection, string> {
  const { t } = useLingui();
  return {
    dashboard: t`Account overview`,
    membership: t`Membership`,
    address: t`Addresses`,
    payments: t`Payment methods`,
    'account-settings': t`Account settings`,
    'hearted-products': t`Hearted products`,
  };
}

/**
 * The account area's page frame (shell-and-account.md §2 "Account" and its children): the page
 * heading, a navigation landmark "Account" with every section (the current one marked), and the
 * section's content.
 */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useLingui();
  const names = useSectionNames();
  return (
    <div className={`page ${styles.layout}`}>
      <PageTitle page={title} />
      <nav aria-label={t`Account`} className={styles.nav}>
        <p className={styles.navTitle}>
          <Trans>My account</Trans>
        </p>
        <ul>
          {ACCOUNT_SECTIONS.map((section) => (
            <li key={section}>
              <NavLink to={accountSectionPath(section)} className={({ isActive }) => (isActive ? styles.active : undefined)}>
                {names[section]}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/orders" className={({ isActive }) => (isActive ? styles.active : undefined)}>
              {t`Orders`}
            </NavLink>
          </li>
          <li>
            <NavLink to="/registry/account" end className={({ isActive }) => (isActive ? styles.active : undefined)}>
              {t`Gift registries`}
            </NavLink>
          </li>
        </ul>
      </nav>
      <div className={styles.content}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </div>
  );
}
