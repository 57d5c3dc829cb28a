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

export interface SelectionOptions {
  /** Out-of-stock colours are shown (experiment plpAllColorOptions or product displaySoldOut). */
  readonly showOutOfStockColors?: boolean;
  /** A registry is in use: out-of-stock fits and sizes stay visible. */
  readonly registry?: boolean;
  /** Quickshop edit ignores the quantity cap. */
  readonly quickshopEdit?: boolean;
  /** Site's max quantity per line from configuration (units); default 10. */
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

export interface SizeChoice {
  readonly sizeId: string;
  readonly size: string;
  readonly sku: Sku;
  readonly available: boolean;
}

export interface FitChoice {
  readonly fit: FitOption;
  readonly available: boolean;
}

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

const DEFAULT_MAX_QUANTITY = 10;

function skusOf(product: Product, color: ColorOption | null, fit: FitOption | null): Sku[] {
  return product.skus.filter(
    (s) => (color === null || s.colorId === color.code) && (fit === null || s.fitId === fit.code),
  );
}

function pickColor(product: Product, requested: string | null | undefined, visible: readonly ColorChoice[]): ColorOption | null {
  const byCode = (code: string | null | undefined) =>
    code ? visible.find((c) => c.color.code.toLowerCase() === code.toLowerCase())?.color : undefined;
  return (
    byCode(requested) ??
    byCode(product.defaultColorCode) ??
    visible.find((c) => c.available)?.color ??
    visible[0]?.color ??
    null
  );
}

/**
 * Resolves a selection for a product (shopping.md §4):
 * 1. colour: the requested one, else the default, else the first available;
 * 2. fit: the requested one, else the default size type, else the first in stock;
 * 3. size: by id or name, or the only one when there is exactly one;
 * 4. quantity: at least 1 and capped by available stock (quickshop edit ignores the cap).
 * Out-of-stock fits and sizes are hidden unless out-of-stock colours are shown or a registry is in use.
 * Never fails: what cannot be honoured is reported in `messages`.
 */
export function resolveSelection(product: Product, request: SelectionRequest = {}, options: SelectionOptions = {}): Selection {
  const showOos = Boolean(options.showOutOfStockColors || options.registry);
  const siteMax = options.maxQuantity ?? DEFAULT_MAX_QUANTITY;
  const messages: SelectionMessageCode[] = [];

  const allColors: ColorChoice[] = product.colors.map((color) => ({
    color,
    available: skusOf(product, color, null).some((s) => !isSkuUnavailable(s)),
  }));
  const colors = showOos || allColors.every((c) => !c.available) ? allColors : allColors.filter((c) => c.available);
  const color = pickColor(product, request.color, colors);

  const allFits: FitChoice[] = product.fits
    .filter((fit) => skusOf(product, color, fit).length > 0)
    .map((fit) => ({ fit, available: skusOf(product, color, fit).some((s) => !isSkuUnavailable(s)) }));
  const fits = showOos ? allFits : allFits.filter((f) => f.available);
  let fit: FitOption | null = null;
  if (fits.length > 0) {
    const byCode = (code: string | null | undefined) =>
      code ? fits.find((f) => f.fit.code.toLowerCase() === code.toLowerCase())?.fit : undefined;
    const requestedFit = byCode(request.fit);
    if (request.fit && !requestedFit) messages.push('ERROR_PRODUCT_SIZE_TYPE_INVALID');
    fit = requestedFit ?? byCode(product.defaultSizeType) ?? fits.find((f) => f.available)?.fit ?? fits[0]!.fit;
  } else if (request.fit && product.fits.length > 0) {
    messages.push('ERROR_PRODUCT_SIZE_TYPE_INVALID');
  }

  const allSizes: SizeChoice[] = skusOf(product, color, fit).map((sku) => ({
    sizeId: sku.sizeId,
    size: sku.size,
    sku,
    available: !isSkuUnavailable(sku),
  }));
  const sizes = showOos ? allSizes : allSizes.filter((s) => s.available);
  let size: SizeChoice | undefined;
  if (request.size) {
    const wanted = request.size.toLowerCase();
    size = sizes.find((s) => s.sizeId.toLowerCase() === wanted || s.size.toLowerCase() === wanted);
    if (!size) {
      const hidden = allSizes.find((s) => s.sizeId.toLowerCase() === wanted || s.size.toLowerCase() === wanted);
      messages.push(hidden ? 'SIZE_OOS' : 'ERROR_PRODUCT_SIZE_NOT_IN_COLOR');
    }
  }
  if (!size && sizes.length === 1) size = sizes[0];

  const sku = size?.sku ?? null;
  const stock = sku ? sellableQuantity(sku) : siteMax;
  const maxQuantity = options.quickshopEdit ? siteMax : Math.min(siteMax, stock);
  const requestedQty = Number.isFinite(request.quantity) ? Math.trunc(request.quantity as number) : 1;
  const quantity = options.quickshopEdit ? Math.max(1, requestedQty) : Math.max(1, Math.min(requestedQty, Math.max(1, maxQuantity)));

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
