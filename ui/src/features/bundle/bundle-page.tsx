import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import {
  addPartsToCart,
  BundleGateway,
  bundlePartsRequest,
  bundlePrice,
  CartCountStore,
  CartGateway,
  CartTokenReset,
  HeaderCart,
  isSkuUnavailable,
  Logger,
  type Money,
  type PartCartPorts,
} from '@vitrine/core';
import { Breadcrumbs } from '../../components/breadcrumbs';
import type { AddedItem } from '../../components/cart-confirmation';
import { useCartErrorText } from '../../components/cart-error-text';
import { ResponsiveImage } from '../../components/responsive-image';
import { SanitizedHtml } from '../../components/sanitized-html';
import { useFormatMoney } from '../../shared/format';
import { useServices } from '../../shared/service-context';
import { useSite, useSiteConfig } from '../../shared/site-context';
import type { BundleData } from './bundle.loader';
import styles from './bundle.module.css';

const CartConfirmationView = lazy(() => import('../../components/cart-confirmation'));

type Added = { readonly added: readonly AddedItem[]; readonly subtotal: Money };

/**
 * The bundle page `/shop/bundle/{slug}` (shopping.md §2, §3 part items, §7; decision 0220): the
 * kit's photo, name, price for the chosen options (core's `bundlePrice`, a "from" price until
 * every part is chosen) and description, then one radio group per part listing the SKUs the bundle
 * offers (sold-out ones disabled). "Add to cart" sends every part as a PART item through core's
 * `addPartsToCart` (validation, token reset and retry, header count); success shows the cart
 * confirmation, a refusal says why and keeps the choices.
 */
export function BundlePage() {
  const { bundle, parts } = useLoaderData() as BundleData;
  const { t } = useLingui();
  const services = useServices();
  const site = useSite();
  const config = useSiteConfig();
  const format = useFormatMoney();
  const errorText = useCartErrorText();
  const [chosen, setChosen] = useState<Record<number, string | undefined>>(() =>
    Object.fromEntries(parts.map((p) => [p.position, p.product.skus.length === 1 && !isSkuUnavailable(p.product.skus[0]!) ? p.product.skus[0]!.skuId : undefined])),
  );
  const [alert, setAlert] = useState<string | null>(null);
  const [added, setAdded] = useState<Added | null>(null);
  const busy = useRef(false);
  const alertId = useId();
  const ports = useMemo<PartCartPorts>(
    () => ({
      cart: services.get(CartGateway),
      bundles: services.get(BundleGateway),
      tokens: services.has(CartTokenReset) ? services.get(CartTokenReset) : { resetToken: () => Promise.reject(new Error('No CartTokenReset is bound')) },
      header: services.has(HeaderCart) ? services.get(HeaderCart) : new CartCountStore(),
      logger: services.get(Logger),
    }),
    [services],
  );
  const price = bundlePrice(parts, chosen);
  const complete = parts.every((p) => chosen[p.position]);
  const image = bundle.colors[0]?.images[0] ?? null;

  const add = async () => {
    if (busy.current) return;
    const request = bundlePartsRequest(parts, chosen, site.inventoryPool);
    if (!request) {
      setAlert(t`Choose an option for each part of the kit.`);
      return;
    }
    busy.current = true;
    setAlert(null);
    setAdded(null);
    try {
      const outcome = await addPartsToCart(ports, request);
      if (!outcome.ok) {
        setAlert(errorText(outcome.error));
        return;
      }
      const items = parts.map((part): AddedItem => {
        const sku = part.product.skus.find((s) => s.skuId === chosen[part.position])!;
        return { product: part.product, sku, quantity: part.quantity, color: part.product.colors.find((c) => c.code === sku.colorId) ?? null, fit: null };
      });
      setAdded({ added: items, subtotal: outcome.value.discountableSubtotal });
    } catch (error) {
      services.get(Logger).error('Part add to cart failed', { error: String(error) });
      setAlert(errorText(null));
    } finally {
      busy.current = false;
    }
  };

  return (
    <div className={`page ${styles.page}`}>
      <title>{`${bundle.displayName} | ${config.siteName}`}</title>
      <Breadcrumbs items={[{ label: t`Home`, to: '/' }, ...(bundle.parentCategory ? [{ label: bundle.parentCategory.displayName, to: `/${bundle.parentCategory.slug}` }] : []), { label: bundle.displayName }]} />
      <div className={styles.layout}>
        <div className={styles.media}>
          {image && <ResponsiveImage image={image} alt={image.alt} sizes="(min-width: 1025px) 50vw, 100vw" priority preload className={styles.image} />}
        </div>
        <div className={styles.info}>
          <h1 className={styles.title}>{bundle.displayName}</h1>
          {price && (
            <p className={styles.price}>
              {complete ? format(price) : <Trans>From {format(price)}</Trans>}
            </p>
          )}
          <SanitizedHtml html={bundle.description} className={styles.description} />
          <h2 className={styles.partsTitle}>
            <Trans>Choose your kit</Trans>
          </h2>
          {parts.map((part) => (
            <fieldset key={part.position} className={styles.part}>
              <legend className={styles.legend}>
                {part.title}
                {part.quantity > 1 && <Trans> × {part.quantity}</Trans>}
              </legend>
              <div className={styles.options}>
                {part.product.skus.map((sku) => {
                  const soldOut = isSkuUnavailable(sku);
                  return (
                    <label key={sku.skuId} className={styles.option} data-disabled={soldOut || undefined}>
                      <input
                        type="radio"
                        name={`part-${part.position}`}
                        value={sku.skuId}
                        checked={chosen[part.position] === sku.skuId}
                        disabled={soldOut}
                        onChange={() => {
                          setChosen((c) => ({ ...c, [part.position]: sku.skuId }));
                          setAlert(null);
                        }}
                      />
                      <span>
                        {[sku.color, sku.size].filter((v) => v && v !== 'One Size').join(' · ') || part.product.displayName} — {format(sku.salePrice)}
                        {soldOut && (
                          <>
                            {' '}
                            <Trans>(sold out)</Trans>
                          </>
                        )}
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ))}
          <button type="button" className={styles.addButton} onClick={() => void add()} aria-describedby={alert ? alertId : undefined}>
            <Trans>Add to cart</Trans>
          </button>
          <p id={alertId} role="alert" className={styles.alert}>
            {alert}
          </p>
          {added && (
            <Suspense fallback={null}>
              <CartConfirmationView added={added.added} subtotal={added.subtotal} onClose={() => setAdded(null)} />
            </Suspense>
          )}
        </div>
      </div>
    </div>
  );
}
