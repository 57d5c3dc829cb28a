import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { PriceInfoGateway, priceDetails, type Money, type Product } from '@vitrine/core';
import { listFormat, useFormatMoney } from '../../shared/format';
import { useSite } from '../../shared/site-context';
import { usePortData } from './use-port-data';
import styles from './price-details.module.css';

/**
 * The product page's price details (shopping.md §7 GET …/products/{id}/price-info; decision 0272),
 * loaded after hydration: regular and sale price (or ranges), the percentage off (the picked SKU's,
 * else "up to" the largest), the amount saved on the picked SKU and the colours on sale. Shown only
 * for a marked-down product; nothing while loading, for a product at full price, or when the call
 * fails (CATALOG.NOT_FOUND or a fault: logged, the page goes on).
 */
export default function PriceDetails({ product, skuId }: { product: Product; skuId: string | null }) {
  const { t } = useLingui();
  const { locale } = useSite();
  const format = useFormatMoney();
  const percent = useMemo(() => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }), [locale]);
  const info = usePortData(product.productId, 'Price info', async (services) => {
    const result = await services.get(PriceInfoGateway).getPriceInfo(product.productId);
    if (!result.ok) throw new Error(result.error.code);
    return result.value;
  });
  if (!info || !info.range.hasMarkdown) return null;
  const details = priceDetails(info, skuId);
  const span = (r: { low: Money; high: Money | null }) => (r.high ? `${format(r.low)} – ${format(r.high)}` : format(r.low));
  const off = (n: number) => percent.format(n / 100);
  const colorName = (code: string) => product.colors.find((c) => c.code === code)?.displayName ?? code;
  return (
    <section className={styles.details} aria-label={t`Price details`}>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>
            <Trans>Regular price</Trans>
          </dt>
          <dd>{span(details.list)}</dd>
        </div>
        <div className={styles.row}>
          <dt>
            <Trans>Sale price</Trans>
          </dt>
          <dd>{span(details.sale)}</dd>
        </div>
        {details.percentOff.high > 0 && (
          <div className={styles.row}>
            <dt>
              <Trans>You save</Trans>
            </dt>
            <dd className={styles.off}>
              {details.saving ? (
                <Trans>
                  {format(details.saving)} ({off(details.percentOff.high)} off)
                </Trans>
              ) : details.percentOff.low === details.percentOff.high ? (
                <Trans>{off(details.percentOff.high)} off</Trans>
              ) : (
                <Trans>Up to {off(details.percentOff.high)} off</Trans>
              )}
            </dd>
          </div>
        )}
        {!details.sku && details.markedDownColors.length > 0 && details.markedDownColors.length < product.colors.length && (
          <div className={styles.row}>
            <dt>
              <Trans>On sale in</Trans>
            </dt>
            <dd>{listFormat(locale, { type: 'conjunction' }).format(details.markedDownColors.map(colorName))}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
