import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ProductCatalog, validateQuickshop, type DomainError, type Product } from '@vitrine/core';
import { useService } from '../../shared/service-context';
import { Dialog } from '../../components/dialog';
import { Price } from '../../components/price';
import { ResponsiveImage } from '../../components/responsive-image';
import { expectedProductPath, SELECTION_PARAMS } from '../product';
import { FormAlert } from '../../components/forms/form-feedback';
import { QuickshopEdit, type QuickshopEditLine } from './quickshop-edit';
import type { ModalApi } from '../../shared/modal-stack/modal-types';
import styles from './quickshop.module.css';

/** Launch parameters that name the product or the cart line edited; every other parameter (color, size, fit…) is passed on to the PDP. */
const IDENTIFIERS = ['slug', 'productId', 'sku', 'displayName', 'itemId', 'quantity'] as const;

/**
 * The cart line a quickshop edits (decision 0361): `itemId` with the line's `sku` and `quantity`
 * (units, default 1) among the launch parameters ('#quickshop?sku=WJ03-M-Red&itemId=line-1&quantity=2'); null otherwise.
 */
export function quickshopEditLine(params: Readonly<Record<string, string>>): QuickshopEditLine | null {
  const { itemId, sku, quantity } = params;
  if (!itemId || !sku) return null;
  const units = Number(quantity);
  return { itemId, skuId: sku, quantity: Number.isInteger(units) && units >= 1 ? units : 1 };
}

/** A loaded product; `selection` is the colour and size of the SKU a SKU-only request named (decision 0360). */
type Loaded =
  | { readonly kind: 'loading' }
  | { readonly kind: 'product'; readonly product: Product; readonly selection?: Readonly<Record<string, string>> }
  | { readonly kind: 'refused'; readonly error: DomainError | null };

/** The PDP link with the selection parameters the quickshop was opened with, or its SKU's ('/shop/x?color=001'). */
export function quickshopDetailsPath(product: Product, params: Readonly<Record<string, string>>): string {
  const rest = new URLSearchParams(Object.entries(params).filter(([key]) => !(IDENTIFIERS as readonly string[]).includes(key)));
  const query = rest.toString();
  return query ? `${expectedProductPath(product)}?${query}` : expectedProductPath(product);
}

/**
 * Loads the product a quickshop names: by slug, by product id, or by sku (the product owning it,
 * with that SKU's colour and size as the selection; decision 0360); validates the request with
 * core's `validateQuickshop` (a display name — the link's, else the product's — and exactly one
 * of slug, product id or sku; shell-and-account.md §5).
 */
function useQuickshopProduct(params: Readonly<Record<string, string>>): Loaded {
  const catalog = useService(ProductCatalog);
  const [state, setState] = useState<Loaded>({ kind: 'loading' });
  const { slug, productId, sku, displayName } = params;
  useEffect(() => {
    let live = true;
    const ids = { slug: slug ?? null, productId: productId ?? null, sku: sku ?? null };
    const precheck = validateQuickshop({ displayName: displayName ?? 'product', ...ids });
    if (!precheck.ok) {
      setState({ kind: 'refused', error: precheck.error });
      return;
    }
    const load = async (): Promise<Loaded> => {
      if (slug) {
        const found = await catalog.getProductBySlug(slug);
        return found.ok ? { kind: 'product', product: found.value } : { kind: 'refused', error: found.error };
      }
      if (productId) {
        const [found] = await catalog.getProductsByIds([productId]);
        return found ? { kind: 'product', product: found } : { kind: 'refused', error: null };
      }
      const owner = await catalog.getProductBySku(sku ?? '');
      return owner.ok
        ? { kind: 'product', product: owner.value.product, selection: { [SELECTION_PARAMS.color]: owner.value.colorId, [SELECTION_PARAMS.size]: owner.value.sizeId } }
        : { kind: 'refused', error: owner.error };
    };
    load()
      .then((loaded) => {
        if (!live) return;
        if (loaded.kind !== 'product') return setState(loaded);
        const checked = validateQuickshop({ displayName: displayName ?? loaded.product.displayName, ...ids });
        setState(checked.ok ? loaded : { kind: 'refused', error: checked.error });
      })
      .catch(() => live && setState({ kind: 'refused', error: null }));
    return () => {
      live = false;
    };
  }, [catalog, slug, productId, sku, displayName]);
  return state;
}

/**
 * #quickshop (shell-and-account.md §2 "query slug plus other params", §5): the product's image,
 * name and price with a link to its full page carrying the other parameters (colour, size…, or the
 * colour and size of the SKU asked for; decision 0360), where the selection is made (decision 0086: the PDP's selection lives in the URL, so it is not
 * duplicated in the dialog). Opened from a cart line (`itemId`), it edits that line instead: the
 * options and the quantity beside the image, and "Update" ({@link QuickshopEdit}; decision 0361).
 */
export function QuickshopModal({ api }: { api: ModalApi }) {
  const { t } = useLingui();
  const loaded = useQuickshopProduct(api.params);
  const editLine = quickshopEditLine(api.params);
  const title = loaded.kind === 'product' ? (api.params['displayName'] ?? loaded.product.displayName) : t`Quick shop`;
  return (
    <Dialog id={api.modalId} title={title} styleType="large" onClose={() => api.close()}>
      {loaded.kind === 'loading' && (
        <p role="status" className={styles.loading}>
          <Trans>Loading the product…</Trans>
        </p>
      )}
      {loaded.kind === 'refused' && (
        <FormAlert ruleText={loaded.error?.message ?? null}>
          <Trans>We couldn't open this product in quick shop.</Trans>
        </FormAlert>
      )}
      {loaded.kind === 'product' && (
        <div className={styles.product}>
          {loaded.product.colors[0]?.images[0] && (
            <ResponsiveImage className={styles.image} image={loaded.product.colors[0].images[0]} sizes="(min-width: 760px) 320px, 80vw" mobileWidths={null} alt="" />
          )}
          {editLine ? (
            <QuickshopEdit product={loaded.product} line={editLine} onDone={() => api.close()} />
          ) : (
            <div className={styles.summary}>
              <Price price={loaded.product.price} size="lg" />
              {loaded.product.colors.length > 0 && (
                <p className={styles.colors}>
                  <Plural value={loaded.product.colors.length} one="# color" other="# colors" />
                </p>
              )}
              <Link className={styles.details} to={quickshopDetailsPath(loaded.product, { ...loaded.selection, ...api.params })} data-autofocus="">
                <Trans>Choose size and color</Trans>
              </Link>
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}
