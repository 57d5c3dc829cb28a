import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import {
  isRegistryOwner,
  itemsByFulfillment,
  registryAnalyticsCategory,
  registryPath,
  REGISTRY_FULFILLMENT,
  type Registry,
  type RegistryFulfillment,
  type RegistryItem,
} from '@vitrine/core';
import { useCartSummary } from '../../shared/cart-summary';
import { useFormatMoney } from '../../shared/format';
import { PageTitle } from '../../shared/page-title';
import { useSite } from '../../shared/site-context';
import { RegistryAlert } from './registry-alert';
import { RegistryItemFigures } from './registry-item-figures';
import type { RegistryData } from './registry.loader';
import { useEventDate, useRegistryText } from './registry-text';
import { RegistryThumb } from './registry-thumb';
import { useProfileId } from './use-profile-id';
import styles from './registry.module.css';

type AddState = { readonly kind: 'pending' } | { readonly kind: 'added' } | { readonly kind: 'failed'; readonly text: string };

/**
 * One item of a registry as shoppers see it: the product, its figures and fulfilment, and "Add to
 * cart": one unit with the registry id and the analytics category of the viewer's role
 * (REGISTRY-OWNER or REGISTRY-SHOPPER, core's registryAnalyticsCategory; shopping.md §3 "Cart item", §4).
 */
function ShopperItem({ registry, item, isOwner }: { registry: Registry; item: RegistryItem; isOwner: boolean }) {
  const { t } = useLingui();
  const site = useSite();
  const money = useFormatMoney();
  const { addToCart } = useCartSummary();
  const cartError = useRegistryText().cartError;
  const [state, setState] = useState<AddState | null>(null);
  const nameId = useId();
  const product = item.product;
  const name = product?.displayName ?? item.sku;
  const add = async () => {
    if (state?.kind === 'pending') return;
    setState({ kind: 'pending' });
    const outcome = await addToCart({
      productId: item.productId,
      skuId: item.sku,
      poolId: site.inventoryPool,
      quantity: 1,
      registryId: registry.id,
      analytics: { addToCartSource: registryAnalyticsCategory(isOwner) },
    });
    setState(outcome.ok ? { kind: 'added' } : { kind: 'failed', text: cartError(outcome.error) });
  };
  return (
    <li className={styles.item}>
      <RegistryThumb product={product} />
      <div className={styles.itemBody}>
        <p id={nameId} className={styles.cardTitle}>
          {product ? <Link to={`/shop/${product.slug}`}>{name}</Link> : name}
        </p>
        {product && (
          <p className={styles.muted}>
            {product.colorName} · {product.sizeName} · {money(product.salePrice)}
          </p>
        )}
        {item.favorite && <p>{t`Owners' favorite`}</p>}
        <RegistryItemFigures item={item} />
        {registry.active && (
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => void add()} aria-disabled={state?.kind === 'pending' || undefined} aria-describedby={`${nameId}-feedback`}>
              {t`Add to cart`}
            </button>
            {state?.kind === 'added' && <Link to="/cart">{t`View cart`}</Link>}
          </div>
        )}
        <p id={`${nameId}-feedback`} role="status" className={styles.notice}>
          {state?.kind === 'added' ? t`Added to your cart for this registry` : state?.kind === 'failed' ? state.text : ''}
        </p>
      </div>
    </li>
  );
}

/**
 * /registry/listing?registryId= (shopping.md §2, §3 "Registry", §4): the registry's heading (its
 * event), owners, date and type, and its items with requested, purchased and remaining quantities
 * and fulfilment, filterable by fulfilment (core's itemsByFulfillment); each item can be added to
 * the cart for the registry. An owner (core's isRegistryOwner) also gets a link to manage it.
 */
export function RegistryListingPage() {
  const { t } = useLingui();
  const { registry } = useLoaderData() as RegistryData;
  const profileId = useProfileId();
  const text = useRegistryText();
  const eventDate = useEventDate();
  const [filter, setFilter] = useState<RegistryFulfillment | 'all'>('all');
  if (!registry.ok) {
    return (
      <div className={`page ${styles.page}`}>
        <PageTitle page={t`Gift registry`} />
        <h1 className={styles.title}>{t`Gift registry`}</h1>
        <RegistryAlert failure={registry.error} />
        <p>
          <Link to={registryPath('search')}>{t`Find a registry`}</Link>
        </p>
      </div>
    );
  }
  const r = registry.value;
  const isOwner = isRegistryOwner(r, profileId);
  const owners = r.owners.map((o) => `${o.firstName} ${o.lastName}`).join(' & ');
  const type = text.eventType(r.event.type);
  const date = eventDate(r.event.date);
  const items = filter === 'all' ? r.items : itemsByFulfillment(r.items, filter);
  const filterLabel = (f: RegistryFulfillment | 'all') => (f === 'all' ? t`All items` : text.fulfillment(f));
  return (
    <div className={`page ${styles.page}`}>
      <PageTitle page={r.event.name} />
      <h1 className={styles.title}>{r.event.name}</h1>
      <p>
        <Trans>
          {type} of {owners} on {date}
        </Trans>
      </p>
      {r.event.description && <p className={styles.muted}>{r.event.description}</p>}
      {!r.active && <p className={styles.notice}>{t`This registry is no longer active.`}</p>}
      {isOwner && (
        <p>
          <Link to={registryPath('account/listing', r.id)}>{t`Manage this registry`}</Link>
        </p>
      )}
      <fieldset className={styles.filters}>
        <legend className={styles.muted}>{t`Show`}</legend>
        {(['all', ...REGISTRY_FULFILLMENT] as const).map((f) => (
          <button key={f} type="button" className={styles.secondary} aria-pressed={filter === f} onClick={() => setFilter(f)}>
            {filterLabel(f)}
          </button>
        ))}
      </fieldset>
      <h2 className={styles.sectionTitle}>
        <Plural value={items.length} _0="No items" one="# item" other="# items" />
      </h2>
      {items.length > 0 && (
        <ul className={styles.list} aria-label={t`Registry items`}>
          {items.map((item) => (
            <ShopperItem key={item.sku} registry={r} item={item} isOwner={isOwner} />
          ))}
        </ul>
      )}
    </div>
  );
}
