import { SIZE_GUIDE_MEASUREMENTS, type SizeGuideChart, type SizeGuideConfiguration, type SizeGuideMeasurement, type SizeGuideRow } from '@vitrine/core';
import { SizeGuideConfigurationFieldsDto, SizeGuideVendorFieldsDto, type StoredContentEntryDto } from '@vitrine/contract';

const isMeasurement = (value: string): value is SizeGuideMeasurement => (SIZE_GUIDE_MEASUREMENTS as readonly string[]).includes(value);

/**
 * A sizeGuideConfiguration entry (decision 0422) as the domain configuration, or null when its
 * fields do not match {@link SizeGuideConfigurationFieldsDto}.
 */
export function sizeGuideConfigurationOf(entry: StoredContentEntryDto): SizeGuideConfiguration | null {
  const parsed = SizeGuideConfigurationFieldsDto.safeParse(entry.fields);
  return parsed.success ? { rules: parsed.data.rules.map((r) => ({ categoryPrefix: r.categoryPrefix, vendor: r.vendor })) } : null;
}

/**
 * A sizeGuideVendor entry (decision 0422) as a domain chart, or null when its fields do not match
 * {@link SizeGuideVendorFieldsDto} or a measurement is unknown. Rows whose range count differs from
 * the column count, or whose ranges are not finite with from ≤ to, are left out.
 */
export function sizeGuideChartOf(entry: StoredContentEntryDto): SizeGuideChart | null {
  const parsed = SizeGuideVendorFieldsDto.safeParse(entry.fields);
  if (!parsed.success) return null;
  const { title, intro, measurements, rows } = parsed.data;
  if (!measurements.every(isMeasurement)) return null;
  const wellFormed = (row: (typeof rows)[number]) =>
    row.rangesCm.length === measurements.length && row.rangesCm.every(([from, to]) => Number.isFinite(from) && Number.isFinite(to) && from <= to);
  const chartRows: SizeGuideRow[] = rows.filter(wellFormed).map((row) => ({ size: row.size, rangesCm: row.rangesCm.map(([from, to]) => [from, to] as const) }));
  return { entryId: entry.id, slug: entry.slug, title, intro, measurements: measurements as SizeGuideMeasurement[], rows: chartRows };
}
