import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { deactivateRegistry, isRegistryOwner, registryPath, type RegistryDraft } from '@vitrine/core';
import { AccountLayout } from '../account';
import { RegistryAlert } from './registry-alert';
import { registryFormOf } from './registry-draft';
import { RegistryForm } from './registry-form';
import type { RegistryData } from './registry.loader';
import type { OwnerInfo } from './registry-owner.loader';
import { useRegistryStore } from './use-registry-store';
import styles from './registry.module.css';

/**
 * /registry/account/edit?registryId= (shell-and-account.md §2; shopping.md §4, §7 PUT and PATCH):
 * the registry form filled in from the registry, saved with PUT and the version it was read at;
 * and deactivation (active false with a version test, core's deactivateRegistry) after a
 * confirmation. A stale version is refused, the registry reloaded and the form kept as typed.
 */
export function RegistryEditPage() {
  const { t } = useLingui();
  const data = useLoaderData() as RegistryData & { owner: OwnerInfo };
  const store = useRegistryStore(data.registry);
  const [confirming, setConfirming] = useState(false);
  const registry = store.registry;
  const current = registry.ok ? registry.value : null;
  const save = useCallback(
    (draft: RegistryDraft) => {
      if (!current) return;
      void store.run(
        current.id,
        async () => {
          const saved = await store.gateway.replaceRegistry(current.id, current.version, { ...draft, active: current.active });
          return saved.ok ? store.gateway.getRegistry(current.id) : saved;
        },
        t`Your registry was saved.`,
      );
    },
    [current, store, t],
  );
  if (!current || !registry.ok) {
    return (
      <AccountLayout title={t`Edit your registry`}>
        {!registry.ok && <RegistryAlert failure={registry.error} />}
        <p>
          <Link to={registryPath('account')}>{t`Your registries`}</Link>
        </p>
      </AccountLayout>
    );
  }
  if (!isRegistryOwner(current, data.owner.profileId)) {
    return (
      <AccountLayout title={t`Edit your registry`}>
        <RegistryAlert failure={{ code: 'REGISTRY.NOT_OWNER', message: '' }} />
      </AccountLayout>
    );
  }
  const deactivate = () => void store.run(current.id, () => deactivateRegistry(store.gateway, current), t`Your registry was deactivated.`).then(() => setConfirming(false));
  return (
    <AccountLayout title={t`Edit your registry`}>
      <div className={styles.page}>
        <p className={styles.actions}>
          <Link to={registryPath('account/listing', current.id)}>{t`Manage items`}</Link>
          <Link to={registryPath('listing', current.id)}>{t`View as guests see it`}</Link>
        </p>
        <RegistryForm initial={registryFormOf(current)} webProfileId={data.owner.profileId} submitLabel={t`Save registry`} busy={store.busy} onSubmit={save}>
          {store.change?.kind === 'failed' && <RegistryAlert failure={store.change.error} />}
          <p role="status" className={styles.notice}>
            {store.change?.kind === 'done' ? store.change.message : ''}
          </p>
        </RegistryForm>
        <section className={styles.fieldset} aria-labelledby="registry-deactivate">
          <h2 id="registry-deactivate" className={styles.sectionTitle}>
            {current.active ? t`Deactivate this registry` : t`This registry is deactivated`}
          </h2>
          {current.active &&
            (confirming ? (
              <>
                <p>
                  <Trans>Guests will no longer find this registry or buy from it. Deactivate it?</Trans>
                </p>
                <div className={styles.actions}>
                  <button type="button" className={styles.primary} onClick={deactivate} aria-disabled={store.busy || undefined}>
                    {t`Yes, deactivate`}
                  </button>
                  <button type="button" className={styles.secondary} onClick={() => setConfirming(false)}>
                    {t`Keep it active`}
                  </button>
                </div>
              </>
            ) : (
              <button type="button" className={styles.secondary} onClick={() => setConfirming(true)}>
                {t`Deactivate registry`}
              </button>
            ))}
        </section>
      </div>
    </AccountLayout>
  );
}
