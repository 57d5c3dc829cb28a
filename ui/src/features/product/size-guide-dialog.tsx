import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Logger, measurementIn, SizeGuideGateway, sizeGuideUnit, type SizeGuideChart, type SizeGuideMeasurement, type SizeGuideUnit } from '@vitrine/core';
import { Dialog } from '../../components/dialog';
import { numberFormat } from '../../shared/format';
import { useServices } from '../../shared/service-context';
import { servicesReady } from '../../shared/services';
import { useSite } from '../../shared/site-context';
import styles from './size-guide.module.css';

/** The chart while it loads, once loaded, or unavailable (no such entry, or the call failed). */
type ChartState = { readonly kind: 'loading' } | { readonly kind: 'ready'; readonly chart: SizeGuideChart } | { readonly kind: 'unavailable' };

/** Loads the chart `slug` through the SizeGuideGateway; a failure is logged as a warning (shopping.md §8: the page goes on). */
function useSizeGuideChart(slug: string): ChartState {
  const services = useServices();
  const [state, setState] = useState<ChartState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    servicesReady(services)
      .then((ready) => ready.get(SizeGuideGateway).getSizeGuideVendor(slug))
      .then(
        (chart) => live && setState(chart && chart.rows.length > 0 ? { kind: 'ready', chart } : { kind: 'unavailable' }),
        (error: unknown) => {
          services.get(Logger).warn('Size guide could not be loaded', { slug, error: String(error) });
          if (live) setState({ kind: 'unavailable' });
        },
      );
    return () => {
      live = false;
    };
  }, [services, slug]);
  return state;
}

export interface SizeGuideDialogProps {
  /** The sizeGuideVendor slug the loader named for the product. */
  readonly slug: string;
  /** The dialog's title (its accessible name): the button's label. */
  readonly title: string;
  readonly onClose: () => void;
}

/**
 * The size guide dialog (shopping.md §7 "Content" sizeGuideVendor; decision 0422): a modal dialog
 * named by `title` ("Size guide" or its localizedText override) holding the chart of `slug` in the request language, loaded when it opens:
 * its title as the table's caption, the how-to-measure introduction, and a table with one row per
 * size (a row header) and one column per body measurement, each cell the range in the site's unit
 * (inches in the United States, centimetres elsewhere; core's `sizeGuideUnit`, `measurementIn`),
 * formatted by Intl. Says so while loading and when the chart cannot be loaded (logged).
 */
export default function SizeGuideDialog({ slug, title, onClose }: SizeGuideDialogProps) {
  const { t } = useLingui();
  const { locale, country } = useSite();
  const unit = sizeGuideUnit(country);
  const state = useSizeGuideChart(slug);
  const format = numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
  const heading: Record<SizeGuideMeasurement, string> = { bust: t`Bust`, chest: t`Chest`, waist: t`Waist`, hips: t`Hips`, inseam: t`Inseam` };

  return (
    <Dialog title={title} styleType="large" onClose={onClose} dataAttributes={{ 'data-size-guide': slug }}>
      {state.kind === 'loading' ? (
        <p className={styles.status} role="status">
          <Trans>Loading the size guide…</Trans>
        </p>
      ) : state.kind === 'unavailable' ? (
        <p className={styles.status} role="status">
          <Trans>The size guide is not available right now. Please try again later.</Trans>
        </p>
      ) : (
        <SizeGuideTable chart={state.chart} unit={unit} format={format} heading={heading} />
      )}
    </Dialog>
  );
}

interface SizeGuideTableProps {
  readonly chart: SizeGuideChart;
  readonly unit: SizeGuideUnit;
  /** Intl unit format of the site's locale and unit (ranges through formatRange). */
  readonly format: Intl.NumberFormat;
  readonly heading: Readonly<Record<SizeGuideMeasurement, string>>;
}

/**
 * The chart: intro, unit line and the table (caption = chart title; sizes as row headers). The
 * table scrolls sideways on a narrow screen inside a focusable, named region (keyboard scrolling).
 */
function SizeGuideTable({ chart, unit, format, heading }: SizeGuideTableProps) {
  return (
    <div className={styles.guide}>
      <p className={styles.intro}>{chart.intro}</p>
      <p className={styles.unit}>{unit === 'inch' ? <Trans>Body measurements in inches.</Trans> : <Trans>Body measurements in centimetres.</Trans>}</p>
      <div className={styles.scroll} tabIndex={0} role="group" aria-label={chart.title}>
        <table className={styles.table}>
          <caption className={styles.caption}>{chart.title}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Size</Trans>
              </th>
              {chart.measurements.map((m) => (
                <th key={m} scope="col">
                  {heading[m]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((row) => (
              <tr key={row.size}>
                <th scope="row">{row.size}</th>
                {row.rangesCm.map(([from, to], index) => (
                  <td key={chart.measurements[index]}>{format.formatRange(measurementIn(from, unit), measurementIn(to, unit))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
