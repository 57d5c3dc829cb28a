import { SIZE_GUIDE_MEASUREMENTS, type SizeGuideChart, type SizeGuideConfiguration, type SizeGuideMeasurement, type SizeGuideRow } from '@vitrine/core';
import type { StoredContentEntryDto } from '@vitrine/contract';

// Hand-written checks of the contract's shapes: the contract's zod schemas stay out of the product
// page's chunks (the sandbox and the contract tests parse with them).
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isMeasurement = (value: unknown): value is SizeGuideMeasurement => typeof value === 'string' && (SIZE_GUIDE_MEASUREMENTS as readonly string[]).includes(value);
const isRange = (value: unknown): value is [number, number] =>
  Array.isArray(value) && value.length === 2 && Number.isFinite(value[0]) && Number.isFinite(value[1]) && (value[0] as number) <= (value[1] as number);

/**
 * A sizeGuideConfiguration entry (decision 0422; fields: the contract's SizeGuideConfigurationFieldsDto) as
 * the domain configuration, rules without a category prefix or a vendor left out; null when the
 * entry has no rules list.
 */
export function sizeGuideConfigurationOf(entry: StoredContentEntryDto): SizeGuideConfiguration | null {
  const rules = entry.fields['rules'];
  if (!Array.isArray(rules)) return null;
  return {
    rules: rules.filter(isRecord).flatMap((r) => (isText(r['categoryPrefix']) && isText(r['vendor']) ? [{ categoryPrefix: r['categoryPrefix'], vendor: r['vendor'] }] : [])),
  };
}

/**
 * A sizeGuideVendor entry (decision 0422; fields: the contract's SizeGuideVendorFieldsDto) as a domain
 * chart, or null without a title, with a measurement that is not one of SIZE_GUIDE_MEASUREMENTS, or
 * without a rows list. Rows without a size, with a range count that differs from the column count,
 * or with a range that is not finite [from ≤ to] are left out.
 */
export function sizeGuideChartOf(entry: StoredContentEntryDto): SizeGuideChart | null {
  const { title, intro, measurements, rows } = entry.fields;
  if (!isText(title) || !Array.isArray(measurements) || !measurements.every(isMeasurement) || !Array.isArray(rows)) return null;
  const chartRows: SizeGuideRow[] = rows.filter(isRecord).flatMap((row) => {
    const ranges = row['rangesCm'];
    if (!isText(row['size']) || !Array.isArray(ranges) || ranges.length !== measurements.length || !ranges.every(isRange)) return [];
    return [{ size: row['size'], rangesCm: ranges.map(([from, to]) => [from, to] as const) }];
  });
  return { entryId: entry.id, slug: entry.slug, title, intro: typeof intro === 'string' ? intro : '', measurements, rows: chartRows };
}
