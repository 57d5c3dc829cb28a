import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import type { CartCommandError, RegistryError, RegistryFulfillment } from '@vitrine/core';
import { useSite } from '../../shared/site-context';

/** Event types offered when a registry is created (shopping.md §3 "Registry" event.type; decision 0230). */
export const REGISTRY_EVENT_TYPES = ['WEDDING', 'BABY', 'BIRTHDAY', 'HOUSEWARMING', 'ANNIVERSARY', 'OTHER'] as const;
export type RegistryEventType = (typeof REGISTRY_EVENT_TYPES)[number];

/** What a registry failure tells the customer: a translated lead line and, for the spec's validation texts, the rule's own text. */
export interface RegistryErrorText {
  readonly lead: string;
  /** The spec's text verbatim (REGISTRY.INVALID_REQUEST, REGISTRY.INVALID_STATE), else null. */
  readonly ruleText: string | null;
}

/** Translated registry labels: fulfilment (shopping.md §3), event types, and failures (shopping.md §5, §8). */
export function useRegistryText() {
  const { t } = useLingui();
  const fulfillment = useCallback(
    (value: RegistryFulfillment) => {
      switch (value) {
        case 'fully':
          return t`Fully fulfilled`;
        case 'partially':
          return t`Partially fulfilled`;
        case 'unfulfilled':
          return t`Unfulfilled`;
      }
    },
    [t],
  );
  const eventType = useCallback(
    (type: string) => {
      switch (type as RegistryEventType) {
        case 'WEDDING':
          return t`Wedding`;
        case 'BABY':
          return t`Baby`;
        case 'BIRTHDAY':
          return t`Birthday`;
        case 'HOUSEWARMING':
          return t`Housewarming`;
        case 'ANNIVERSARY':
          return t`Anniversary`;
        default:
          return t`Other celebration`;
      }
    },
    [t],
  );
  const error = useCallback(
    (failure: RegistryError | null): RegistryErrorText => {
      switch (failure?.code) {
        case 'REGISTRY.INVALID_REQUEST':
          return { lead: t`The registry could not be changed. Check the details and try again.`, ruleText: failure.message };
        case 'REGISTRY.INVALID_STATE':
          return { lead: t`This registry could not be shown.`, ruleText: failure.message };
        case 'REGISTRY.VERSION_CONFLICT':
          return { lead: t`This registry was changed somewhere else since you opened it. We reloaded it: check it and try again.`, ruleText: null };
        case 'REGISTRY.NOT_FOUND':
          return { lead: t`This registry could not be found.`, ruleText: null };
        case 'REGISTRY.NOT_OWNER':
          return { lead: t`Only the registry's owners can change it.`, ruleText: null };
        case 'REGISTRY.INACTIVE':
          return { lead: t`This registry is no longer active.`, ruleText: null };
        case 'REGISTRY.SIGN_IN_REQUIRED':
          return { lead: t`Sign in again to change your registry.`, ruleText: null };
        default:
          return { lead: t`The registry service did not answer. Try again in a moment.`, ruleText: null };
      }
    },
    [t],
  );
  const cartError = useCallback(
    (failure: CartCommandError | null) => {
      switch (failure?.code) {
        case 'CART.SKU_UNAVAILABLE':
          return t`Sorry, this item is no longer available.`;
        case 'CART.QUANTITY_EXCEEDS_STOCK':
          return t`Sorry, there are no more of this item in stock.`;
        case 'CART.INVALID_ITEM':
          return t`This item can no longer be bought for this registry.`;
        default:
          return t`Something went wrong and your cart was not changed. Please try again.`;
      }
    },
    [t],
  );
  return { fulfillment, eventType, error, cartError };
}

/** Formats an event date (epoch seconds, a calendar day kept in UTC) in the site's locale: 'June 14, 2031'. */
export function useEventDate(): (epochSeconds: number) => string {
  const { locale } = useSite();
  return useMemo(() => {
    const formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    return (epochSeconds: number) => formatter.format(new Date(epochSeconds * 1000));
  }, [locale]);
}

/** 'YYYY-MM-DD' → epoch seconds at noon UTC of that day, or null for anything else (an impossible date included). */
export function eventDateOf(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day, 12);
  const date = new Date(ms);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? ms / 1000 : null;
}

/** Epoch seconds → 'YYYY-MM-DD' (UTC), the edit form's value. */
export function eventDateText(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toISOString().slice(0, 10);
}
