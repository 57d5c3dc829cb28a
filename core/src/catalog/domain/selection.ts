import { isSkuUnavailable, sellableQuantity } from './inventory.js';
import type { ColorOption, FitOption, Product, Sku } from './product.js';

/**
 * Product selection, shopping.md §4 "Product selection" and §5 size/fit messages
 * (decision 0007 maps the five codes to situations).
 */

/** What the URL or the shopper asked for; every part optional. */
export interface SelectionRequest {
  /** Colour code. */
  readonly color?: string | null;
  /** Fit (size type) code, the `type` query parameter. */
  readonly fit?: string | null;
  /** Size id or size name. */
  readonly size?: string | null;
  readonly quantity?: number | null;
}

/** Options of {@link resolveSelection}: what is shown and how quantity is capped. */
export interface SelectionOptions {
  /** Out-of-stock colours are shown (experiment plpAllColorOptions or product displaySoldOut). */
  readonly showOutOfStockColors?: boolean;
  /** A registry is in use: out-of-stock fits and sizes stay visible. */
  readonly registry?: boolean;
  /** Quickshop edit ignores the quantity cap. */
  readonly quickshopEdit?: boolean;
  /** Site's max quantity per line from configuration (units); default {@link DEFAULT_MAX_QUANTITY}, at least 1. */
  readonly maxQuantity?: number;
}

/** Codes of shopping.md §5. */
export type SelectionMessageCode =
  | 'ERROR_PRODUCT_SIZE_TYPE_INVALID'
  | 'ERROR_PRODUCT_SIZE_NOT_IN_COLOR'
  | 'SIZE_TYPE_INVALID'
  | 'SIZE_OOS'
  | 'SELECT_SIZE';

/** The texts of shopping.md §5 for each code; the UI translates by code. */
export const SELECTION_MESSAGES: Readonly<Record<SelectionMessageCode, string>> = {
  ERROR_PRODUCT_SIZE_TYPE_INVALID: 'fit not available',
  ERROR_PRODUCT_SIZE_NOT_IN_COLOR: 'size not available in the colour',
  SIZE_TYPE_INVALID: 'fit not available',
  SIZE_OOS: 'select an in-stock size',
  SELECT_SIZE: 'select a size',
};

/** A size offered for the picked colour and fit, with its SKU and whether it sells. */
export interface SizeChoice {
  readonly sizeId: string;
  readonly size: string;
  readonly sku: Sku;
  readonly available: boolean;
}

/** A fit offered for the picked colour and whether any of its SKUs sells. */
export interface FitChoice {
  readonly fit: FitOption;
  readonly available: boolean;
}

/** A colour offered and whether any of its SKUs sells. */
export interface ColorChoice {
  readonly color: ColorOption;
  readonly available: boolean;
}

/** The resolved selection: what is picked, what can be picked, and why not. */
export interface Selection {
  readonly color: ColorOption | null;
  readonly fit: FitOption | null;
  readonly sizeId: string | null;
  /** The SKU picked, when colour, fit and size are all resolved. */
  readonly sku: Sku | null;
  /** Quantity, >= 1, capped by sellable stock unless quickshop edit. */
  readonly quantity: number;
  /** Largest quantity allowed for the picked SKU (or the site max when none is picked). */
  readonly maxQuantity: number;
  readonly colors: readonly ColorChoice[];
  readonly fits: readonly FitChoice[];
  readonly sizes: readonly SizeChoice[];
  /** Messages about the request (URL) that could not be honoured. */
  readonly messages: readonly SelectionMessageCode[];
}

/** Site max quantity per line when configuration gives none (units; decision 0021). */
export const DEFAULT_MAX_QUANTITY = 10;

const sameCode = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Groups SKUs by a key in one pass (the selection runs on every click: keep it linear). */
function groupBy(skus: readonly Sku[], key: (sku: Sku) => string | null): Map<string | null, Sku[]> {
  const groups = new Map<string | null, Sku[]>();
  for (const sku of skus) {
    const k = key(sku);
    const list = groups.get(k);
    if (list) list.push(sku);
    else groups.set(k, [sku]);
  }
  return groups;
}

function pickColor(product: Product, requested: string | null | undefined, visible: readonly ColorChoice[]): ColorOption | null {
  const byCode = (code: string | null | undefined) => (code ? visible.find((c) => sameCode(c.color.code, code))?.color : undefined);
  return byCode(requested) ?? byCode(product.defaultColorCode) ?? visible.find((c) => c.available)?.color ?? visible[0]?.color ?? null;
}

/** A whole quantity from the request; anything not finite counts as 1. */
function requestedQuantity(quantity: number | null | undefined): number {
  return typeof quantity === 'number' && Number.isFinite(quantity) ? Math.trunc(quantity) : 1;
}

/**
 * Resolves a selection for a product (shopping.md §4 "Product selection", §5 size/fit messages).
 *
 * 1. colour: the requested one, else the product's default, else the first available, else the first;
 * 2. fit: the requested one, else the default size type, else the first in stock, else the first;
 * 3. size: by size id or size name (case-insensitive), or the only one when exactly one is offered;
 * 4. quantity: a whole number of units, at least 1 and at most `maxQuantity`.
 *
 * `maxQuantity` is the site maximum (`options.maxQuantity`, default {@link DEFAULT_MAX_QUANTITY},
 * at least 1) capped by the picked SKU's sellable stock; it is 0 when the picked SKU is sold out
 * (the quantity then stays 1 and {@link selectionBlocker} answers SIZE_OOS). Quickshop edit
 * ignores the stock cap: the requested quantity is kept and `maxQuantity` is at least it.
 * Out-of-stock colours are listed only when `showOutOfStockColors` or `registry` is set (or when
 * every colour is out of stock); out-of-stock fits and sizes are hidden unless out-of-stock
 * colours are shown or a registry is in use.
 *
 * Never fails: what the request asked for but cannot be honoured is reported in `messages`
 * (ERROR_PRODUCT_SIZE_TYPE_INVALID for an unknown fit, SIZE_OOS for a hidden sold-out size,
 * ERROR_PRODUCT_SIZE_NOT_IN_COLOR for a size the colour does not have). Linear in the SKU count.
 */
export function resolveSelection(product: Product, request: SelectionRequest = {}, options: SelectionOptions = {}): Selection {
  const showOos = Boolean(options.showOutOfStockColors || options.registry);
  const configuredMax = options.maxQuantity;
  const siteMax = typeof configuredMax === 'number' && Number.isFinite(configuredMax) ? Math.max(1, Math.trunc(configuredMax)) : DEFAULT_MAX_QUANTITY;
  const messages: SelectionMessageCode[] = [];

  const byColor = groupBy(product.skus, (s) => s.colorId.toLowerCase());
  const allColors: ColorChoice[] = product.colors.map((color) => ({
    color,
    available: (byColor.get(color.code.toLowerCase()) ?? []).some((s) => !isSkuUnavailable(s)),
  }));
  const colors = showOos || allColors.every((c) => !c.available) ? allColors : allColors.filter((c) => c.available);
  const color = pickColor(product, request.color, colors);
  const colorSkus = color === null ? product.skus : (byColor.get(color.code.toLowerCase()) ?? []);

  const byFit = groupBy(colorSkus, (s) => s.fitId?.toLowerCase() ?? null);
  const allFits: FitChoice[] = [];
  for (const fitOption of product.fits) {
    const fitSkus = byFit.get(fitOption.code.toLowerCase());
    if (fitSkus) allFits.push({ fit: fitOption, available: fitSkus.some((s) => !isSkuUnavailable(s)) });
  }
  const fits = showOos ? allFits : allFits.filter((f) => f.available);
  let fit: FitOption | null = null;
  if (fits.length > 0) {
    const byCode = (code: string | null | undefined) => (code ? fits.find((f) => sameCode(f.fit.code, code))?.fit : undefined);
    const requestedFit = byCode(request.fit);
    if (request.fit && !requestedFit) messages.push('ERROR_PRODUCT_SIZE_TYPE_INVALID');
    fit = requestedFit ?? byCode(product.defaultSizeType) ?? fits.find((f) => f.available)?.fit ?? fits[0]!.fit;
  } else if (request.fit && product.fits.length > 0) {
    messages.push('ERROR_PRODUCT_SIZE_TYPE_INVALID');
  }

  const fitSkus = fit === null ? colorSkus : byFit.get(fit.code.toLowerCase())!;
  const allSizes: SizeChoice[] = fitSkus.map((sku) => ({ sizeId: sku.sizeId, size: sku.size, sku, available: !isSkuUnavailable(sku) }));
  const sizes = showOos ? allSizes : allSizes.filter((s) => s.available);
  let size: SizeChoice | undefined;
  if (request.size) {
    const wanted = request.size;
    const matches = (s: SizeChoice) => sameCode(s.sizeId, wanted) || sameCode(s.size, wanted);
    size = sizes.find(matches);
    if (!size) messages.push(allSizes.some(matches) ? 'SIZE_OOS' : 'ERROR_PRODUCT_SIZE_NOT_IN_COLOR');
  }
  if (!size && sizes.length === 1) size = sizes[0];

  const sku = size?.sku ?? null;
  const wantedQty = requestedQuantity(request.quantity);
  let quantity: number;
  let maxQuantity: number;
  if (options.quickshopEdit) {
    quantity = Math.max(1, wantedQty);
    maxQuantity = Math.max(siteMax, quantity);
  } else {
    maxQuantity = sku ? Math.min(siteMax, sellableQuantity(sku)) : siteMax;
    quantity = Math.min(Math.max(1, wantedQty), Math.max(1, maxQuantity));
  }

  return { color, fit, sizeId: size?.sizeId ?? null, sku, quantity, maxQuantity, colors, fits, sizes, messages };
}

/**
 * Checks a selection before add to cart (shopping.md §5). Returns the first blocking code, or null
 * when the picked SKU can be added: SIZE_TYPE_INVALID when the product has fits and none usable is
 * picked, SELECT_SIZE when no size is picked, SIZE_OOS when the picked SKU is unavailable.
 */
export function selectionBlocker(product: Product, selection: Selection): SelectionMessageCode | null {
  if (product.fits.length > 0 && (selection.fit === null || !selection.fits.some((f) => f.fit.code === selection.fit!.code && f.available))) {
    return 'SIZE_TYPE_INVALID';
  }
  if (selection.sku === null) return 'SELECT_SIZE';
  if (isSkuUnavailable(selection.sku)) return 'SIZE_OOS';
  return null;
}
