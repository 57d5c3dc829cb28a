import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link, useLoaderData, useLocation } from 'react-router-dom';
import {
  isRegistryOwner,
  registryPath,
  setRegistryItemFavorite,
  updateRegistryItem,
  updateRegistryItemQuantity,
  type Product,
  type Registry,
  type RegistryError,
  type RegistryItem,
  type Result,
} from '@vitrine/core';
import { useFormatMoney } from '../../shared/format';
import { AccountLayout } from '../account';
import { RegistryAlert } from './registry-alert';
import { RegistryItemFigures } from './registry-item-figures';
import type { ManageRegistryData } from './registry.loader';
import { RegistryThumb } from './registry-thumb';
import { useProfileId } from './use-profile-id';
import { useRegistryStore } from './use-registry-store';
import styles from './registry.module.css';

type Store = ReturnType<typeof useRegistryStore>;

/** A typed quantity as a number: blank is NaN (core's validation then refuses it), anything else Number(). */
const quantityOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The SKUs an item may be swapped to: the product's, labelled by colour and size. */
function skuChoices(product: Product | undefined, item: RegistryItem): (readonly [string, string])[] {
  if (!product) return [[item.sku, item.product ? `${item.product.colorName} · ${item.product.sizeName}` : item.sku]];
  return product.skus.map((s) => [s.skuId, `${product.colors.find((c) => c.code === s.colorId)?.displayName ?? s.color} · ${s.size}`] as const);
}

/**
 * One item an owner manages (shopping.md §3-§5, §7): requested and purchased quantities, favourite,
 * size and colour (a SKU swap with core's five-step updateRegistryItem), "Save changes" (core's
 * updateRegistryItemQuantity / setRegistryItemFavorite, each testing the version) and "Remove"
 * (DELETE with the version, then a reload).
 */
function ManagedItem({ registry, item, product, store }: { registry: Registry; item: RegistryItem; product: Product | undefined; store: Store }) {
  const { t } = useLingui();
  const money = useFormatMoney();
  const id = useId();
  const [requested, setRequested] = useState(String(item.requestedQuantity));
  const [purchased, setPurchased] = useState(String(item.purchasedQuantity));
  const [favorite, setFavorite] = useState(item.favorite);
  const [sku, setSku] = useState(item.sku);
  const name = item.product?.displayName ?? product?.displayName ?? item.sku;

  const save = () =>
    store.run(
      registry.id,
      async () => {
        const requestedQuantity = quantityOf(requested);
        const purchasedQuantity = quantityOf(purchased);
        let outcome: Result<Registry, RegistryError> | null = null;
        let current = registry;
        if (sku !== item.sku) {
          outcome = await updateRegistryItem(store.gateway, { registry: current, itemSku: item.sku, newSku: sku, productId: item.productId, requestedQuantity, purchasedQuantity });
        } else if (requestedQuantity !== item.requestedQuantity || purchasedQuantity !== item.purchasedQuantity) {
          outcome = await updateRegistryItemQuantity(store.gateway, { registryId: current.id, sku, version: current.version, requestedQuantity, purchasedQuantity });
        }
        if (outcome && !outcome.ok) return outcome;
        if (outcome) current = outcome.value;
        const now = current.items.find((i) => i.sku === sku);
        if (now && now.favorite !== favorite) return setRegistryItemFavorite(store.gateway, { registryId: current.id, sku, version: current.version, favorite });
        return outcome ?? store.gateway.getRegistry(current.id);
      },
      t`${name} was saved.`,
    );

  const remove = () =>
    store.run(
      registry.id,
      async () => {
        const removed = await store.gateway.removeItem(registry.id, item.sku, registry.version);
        return removed.ok ? store.gateway.getRegistry(registry.id) : removed;
      },
      t`${name} was removed from the registry.`,
    );

  return (
    <li className={styles.item}>
      <RegistryThumb product={item.product} />
      <div className={styles.itemBody}>
        <p className={styles.cardTitle} id={`${id}-name`}>
          {name}
        </p>
        {item.product && (
          <p className={styles.muted}>
            {item.product.colorName} · {item.product.sizeName} · {money(item.product.salePrice)}
          </p>
        )}
        <RegistryItemFigures item={item} />
        <form
          className={styles.form}
          aria-labelledby={`${id}-name`}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <div className={styles.row}>
            <div className={styles.field}>
              <label htmlFor={`${id}-requested`}>{t`Requested quantity`}</label>
              <input id={`${id}-requested`} className={styles.quantity} type="number" min={0} inputMode="numeric" value={requested} onChange={(e) => setRequested(e.target.value)} />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-purchased`}>{t`Purchased quantity`}</label>
              <input id={`${id}-purchased`} className={styles.quantity} type="number" min={0} inputMode="numeric" value={purchased} onChange={(e) => setPurchased(e.target.value)} />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-sku`}>{t`Color and size`}</label>
              <select id={`${id}-sku`} className={styles.select} value={sku} onChange={(e) => setSku(e.target.value)}>
                {skuChoices(product, item).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <label className={styles.check}>
            <input type="checkbox" checked={favorite} onChange={(e) => setFavorite(e.target.checked)} />
            {t`Favorite`}
          </label>
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} aria-disabled={store.busy || undefined}>
              {t`Save changes`}
            </button>
            <button type="button" className={styles.secondary} aria-disabled={store.busy || undefined} onClick={() => void remove()}>
              {t`Remove`}
            </button>
          </div>
        </form>
      </div>
    </li>
  );
}

/**
 * /registry/account/listing?registryId=, the owner's items (shell-and-account.md §2; shopping.md §3-§5,
 * §7): every item with its figures and controls; a stale version is refused with a clear message
 * and the registry reloaded (decision 0230). Someone who is not an owner (core's isRegistryOwner)
 * is told so and sent to the shoppers' page.
 */
export function RegistryManagePage() {
  const { t } = useLingui();
  const data = useLoaderData() as ManageRegistryData;
  const location = useLocation();
  const store = useRegistryStore(data.registry);
  const profileId = useProfileId();
  const justCreated = (location.state as { created?: boolean } | null)?.created === true;
  const registry = store.registry;
  if (!registry.ok) {
    return (
      <AccountLayout title={t`Registry items`}>
        <RegistryAlert failure={registry.error} />
        <p>
          <Link to={registryPath('account')}>{t`Your registries`}</Link>
        </p>
      </AccountLayout>
    );
  }
  const r = registry.value;
  const title = r.event.name;
  if (!isRegistryOwner(r, profileId)) {
    return (
      <AccountLayout title={title}>
        <RegistryAlert failure={{ code: 'REGISTRY.NOT_OWNER', message: '' }} />
        <p>
          <Link to={registryPath('listing', r.id)}>{t`See this registry as guests do`}</Link>
        </p>
      </AccountLayout>
    );
  }
  return (
    <AccountLayout title={title}>
      <div className={styles.page}>
        {justCreated && (
          <p className={styles.notice}>
            <Trans>Your registry was created. Add items with “Add to registry” on any product page.</Trans>
          </p>
        )}
        {!r.active && <p className={styles.notice}>{t`This registry is deactivated: guests no longer find it.`}</p>}
        <p className={styles.actions}>
          <Link to={registryPath('account/edit', r.id)}>{t`Edit details`}</Link>
          <Link to={registryPath('listing', r.id)}>{t`View as guests see it`}</Link>
          <Link to="/">{t`Find products to add`}</Link>
        </p>
        {store.change?.kind === 'failed' && <RegistryAlert failure={store.change.error} />}
        <p role="status" className={styles.notice}>
          {store.change?.kind === 'done' ? store.change.message : ''}
        </p>
        <h2 className={styles.sectionTitle}>
          <Plural value={r.items.length} _0="No items yet" one="# item" other="# items" />
        </h2>
        {r.items.length > 0 && (
          <ul className={styles.list} aria-label={t`Registry items`}>
            {r.items.map((item) => (
              <ManagedItem key={item.sku} registry={r} item={item} product={data.products.find((p) => p.productId === item.productId)} store={store} />
            ))}
          </ul>
        )}
      </div>
    </AccountLayout>
  );
}
