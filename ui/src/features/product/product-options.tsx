import { Trans } from '@lingui/react/macro';
import type { Product } from '@vitrine/core';
import { ColorPicker } from './color-picker';
import { FitPicker } from './fit-picker';
import { optionNames } from './option-names';
import { SizePicker } from './size-picker';
import { StockNote } from './stock-note';
import { useSelectionMessageText } from './selection-message-text';
import type { ProductSelectionState } from './use-product-selection';
import styles from './product.module.css';

/**
 * A product's options (shopping.md §4, §5): the Color / Fit / Size radio groups of core's resolved
 * selection ("Sold out" when no size is left), then the size/fit messages and the stock note in a
 * live region. Used by the product page and by each piece of a style page (decision 0270). The
 * radios are named after the product (optionNames), the same across renders and mounts.
 */
export function ProductOptions({ product, selection, update }: { product: Product } & ProductSelectionState) {
  const messageText = useSelectionMessageText();
  const names = optionNames(product.productId);
  return (
    <div className={styles.options}>
      {selection.colors.length > 0 && <ColorPicker name={names.color} choices={selection.colors} selected={selection.color} onSelect={(color) => update({ color })} />}
      {product.fits.length > 0 && selection.fits.length > 0 && <FitPicker name={names.fit} choices={selection.fits} selected={selection.fit} onSelect={(fit) => update({ fit })} />}
      {selection.sizes.length > 0 ? (
        <SizePicker name={names.size} choices={selection.sizes} selectedId={selection.sizeId} onSelect={(size) => update({ size })} />
      ) : (
        <p className={styles.soldOut}>
          <Trans>Sold out</Trans>
        </p>
      )}
      <div role="status" className={styles.messages}>
        {selection.messages.map((code) => (
          <p key={code} className={styles.message}>
            {messageText(code)}
          </p>
        ))}
        <StockNote product={product} sku={selection.sku} />
      </div>
    </div>
  );
}
