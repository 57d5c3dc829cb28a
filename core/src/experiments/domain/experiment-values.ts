import { parseInteger } from '../../shared/guards.js';

/**
 * Experiment values coerced to their allowed sets (shopping.md §5, shell-and-account.md §5;
 * defaults in decision 0025). Invalid or missing values fall back to the default.
 */

/** The allowed values and default of one experiment key. */
export type ExperimentRule =
  | { readonly kind: 'set'; readonly allowed: readonly number[]; readonly defaultValue: number }
  | { readonly kind: 'positive-integer'; readonly defaultValue: number }
  | { readonly kind: 'integer'; readonly min: number; readonly defaultValue: number };

/**
 * Every experiment key of both specs with its allowed set:
 * lazyThumbnails 0/1/2; anchorAfterMobileGBP 0/1; plpAllColorOptions 0/1; shopTheLookVariant
 * 0/1/2; ratingDistribution 0/1; cartConfirmVariant 0/1/2; enableFamilyRecTray 0/1; winston2 0-4;
 * plpPersonalization and searchPersonalization positive integers; categoryTilesPerPage an integer
 * (at least 1, a page size).
 */
export const EXPERIMENT_RULES = {
  lazyThumbnails: { kind: 'set', allowed: [0, 1, 2], defaultValue: 0 },
  anchorAfterMobileGBP: { kind: 'set', allowed: [0, 1], defaultValue: 0 },
  plpAllColorOptions: { kind: 'set', allowed: [0, 1], defaultValue: 0 },
  shopTheLookVariant: { kind: 'set', allowed: [0, 1, 2], defaultValue: 0 },
  ratingDistribution: { kind: 'set', allowed: [0, 1], defaultValue: 0 },
  cartConfirmVariant: { kind: 'set', allowed: [0, 1, 2], defaultValue: 0 },
  enableFamilyRecTray: { kind: 'set', allowed: [0, 1], defaultValue: 0 },
  winston2: { kind: 'set', allowed: [0, 1, 2, 3, 4], defaultValue: 0 },
  plpPersonalization: { kind: 'positive-integer', defaultValue: 1 },
  searchPersonalization: { kind: 'positive-integer', defaultValue: 1 },
  categoryTilesPerPage: { kind: 'integer', min: 1, defaultValue: 24 },
} as const satisfies Record<string, ExperimentRule>;

export type ExperimentKey = keyof typeof EXPERIMENT_RULES;
/** Every experiment's coerced value (whole numbers). */
export type ExperimentValues = { readonly [K in ExperimentKey]: number };

/** The experiment keys in declaration order. */
export const EXPERIMENT_KEYS = Object.keys(EXPERIMENT_RULES) as ExperimentKey[];

/** True when `value` (already a whole number) is allowed by `rule`. */
export function isAllowedExperimentValue(rule: ExperimentRule, value: number): boolean {
  switch (rule.kind) {
    case 'set':
      return rule.allowed.includes(value);
    case 'positive-integer':
      return value >= 1;
    case 'integer':
      return value >= rule.min;
  }
}

/**
 * Coerces one raw experiment value (a number or a digit string such as '2', as experiment tools
 * send) to the key's allowed set; anything else, including null, undefined, fractions and
 * out-of-set values, gives the key's default (or `defaultValue` when given). Never fails.
 */
export function coerceExperimentValue(key: ExperimentKey, raw: unknown, defaultValue?: number): number {
  const rule: ExperimentRule = EXPERIMENT_RULES[key];
  const value = parseInteger(raw);
  if (value !== null && isAllowedExperimentValue(rule, value)) return value;
  return defaultValue ?? rule.defaultValue;
}

/**
 * Coerces a whole bag of raw values (`{ lazyThumbnails: '2', winston2: 9 }`) into
 * {@link ExperimentValues}: every key present, each coerced by {@link coerceExperimentValue};
 * unknown keys are ignored. `defaults` overrides per-key defaults. Never fails.
 */
export function coerceExperiments(raw: Readonly<Record<string, unknown>>, defaults: Partial<ExperimentValues> = {}): ExperimentValues {
  const out = {} as Record<ExperimentKey, number>;
  for (const key of EXPERIMENT_KEYS) out[key] = coerceExperimentValue(key, raw[key], defaults[key]);
  return out;
}
