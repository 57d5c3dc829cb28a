import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useLoaderData } from 'react-router-dom';
import { registryPath } from '@vitrine/core';
import { AccountLayout } from '../account';
import { RegistryAlert } from './registry-alert';
import type { MyRegistriesData } from './registry-owner.loader';
import { useEventDate, useRegistryText } from './registry-text';
import styles from './registry.module.css';

/**
 * /registry/account, "Your registries" (shell-and-account.md §2; shopping.md §7 search by
 * web_profile_id): each registry with its event, date, item count and state, and links to manage
 * its items, edit its details and see it as shoppers do; a way to create one.
 */
export function RegistryAccountPage() {
  const { t } = useLingui();
  const { registries } = useLoaderData() as MyRegistriesData;
  const eventDate = useEventDate();
  const text = useRegistryText();
  return (
    <AccountLayout title={t`Your registries`}>
      <div className={styles.page}>
        <p>
          <Link to={registryPath('account/create')} className={styles.primary}>
            {t`Create a registry`}
          </Link>
        </p>
        {!registries.ok ? (
          <RegistryAlert failure={registries.error} />
        ) : registries.value.length === 0 ? (
          <p>
            <Trans>You have no gift registry yet.</Trans>
          </p>
        ) : (
          <ul className={styles.list} aria-label={t`Your registries`}>
            {registries.value.map((r) => {
              const date = eventDate(r.event.date);
              const type = text.eventType(r.event.type);
              return (
                <li key={r.id} className={styles.card}>
                  <p className={styles.cardTitle}>{r.event.name}</p>
                  <p className={styles.muted}>
                    <Trans>
                      {type} on {date}
                    </Trans>{' '}
                    · <Plural value={r.itemCount} one="# item" other="# items" /> · {r.active ? t`Active` : t`Deactivated`}
                  </p>
                  <p className={styles.actions}>
                    <Link to={registryPath('account/listing', r.id)} aria-label={t`Manage items of ${r.event.name}`}>
                      {t`Manage items`}
                    </Link>
                    <Link to={registryPath('account/edit', r.id)} aria-label={t`Edit details of ${r.event.name}`}>
                      {t`Edit details`}
                    </Link>
                    <Link to={registryPath('listing', r.id)} aria-label={t`View ${r.event.name} as guests see it`}>
                      {t`View as guests see it`}
                    </Link>
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </AccountLayout>
  );
}
