import { useLingui } from '@lingui/react/macro';
import { itemFulfillment, remainingQuantity, type RegistryItem } from '@vitrine/core';
import { useFormatNumber } from '../../shared/format';
import { useRegistryText } from './registry-text';
import styles from './registry.module.css';

/**
 * An item's requested, purchased and remaining quantities (remaining = requested − purchased, a
 * negative value shown as 0; shopping.md §3) and its fulfilment status (core's itemFulfillment).
 */
export function RegistryItemFigures({ item }: { item: Pick<RegistryItem, 'requestedQuantity' | 'purchasedQuantity'> }) {
  const { t } = useLingui();
  const number = useFormatNumber();
  const text = useRegistryText();
  const fulfillment = itemFulfillment(item);
  return (
    <>
      <dl className={styles.figures}>
        <div>
          <dt>{t`Requested`}</dt>
          <dd>{number(item.requestedQuantity)}</dd>
        </div>
        <div>
          <dt>{t`Purchased`}</dt>
          <dd>{number(item.purchasedQuantity)}</dd>
        </div>
        <div>
          <dt>{t`Still needed`}</dt>
          <dd>{number(remainingQuantity(item))}</dd>
        </div>
      </dl>
      <p className={styles.status} data-fulfillment={fulfillment}>
        {text.fulfillment(fulfillment)}
      </p>
    </>
  );
}
