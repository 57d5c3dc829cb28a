import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { RegistryGateway, registryPath, type RegistryDraft, type RegistryError } from '@vitrine/core';
import { useService } from '../../shared/service-context';
import { AccountLayout } from '../account';
import { RegistryAlert } from './registry-alert';
import { emptyRegistryForm } from './registry-draft';
import { RegistryForm } from './registry-form';
import type { OwnerInfo } from './registry-owner.loader';

/**
 * /registry/account/create, "Create a registry" (shell-and-account.md §2; shopping.md §3, §7 POST
 * /registry/v1/{siteId}, channel WEB_DESKTOP): the registry form; on success the new registry's
 * item page opens, on failure the form stays as typed with the reason.
 */
export function RegistryCreatePage() {
  const { t } = useLingui();
  const { owner } = useLoaderData() as { owner: OwnerInfo };
  const registries = useService(RegistryGateway);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ error: RegistryError | null } | null>(null);
  const create = useCallback(
    async (draft: RegistryDraft) => {
      if (busy) return;
      setBusy(true);
      setFailure(null);
      const created = await registries.createRegistry(draft).catch(() => null);
      setBusy(false);
      if (created?.ok) navigate(registryPath('account/listing', created.value.id), { state: { created: true } });
      else setFailure({ error: created && !created.ok ? created.error : null });
    },
    [busy, registries, navigate],
  );
  return (
    <AccountLayout title={t`Create a registry`}>
      <RegistryForm initial={emptyRegistryForm(owner)} webProfileId={owner.profileId} submitLabel={t`Create registry`} busy={busy} onSubmit={(draft) => void create(draft)}>
        {failure && <RegistryAlert failure={failure.error} />}
      </RegistryForm>
    </AccountLayout>
  );
}
