import { useLingui } from '@lingui/react/macro';
import type { Badge } from '@vitrine/core';
import styles from './badge-label.module.css';

/** The shopper-facing text of a badge type (shopping.md §3 "Badges"), translated. */
function useBadgeText(): (badge: Badge) => string {
  const { t } = useLingui();
  return (badge) => {
    if (badge.text) return badge.text;
    switch (badge.type) {
      case 'DISPLAY_SOLD_OUT':
        return t`Sold out`;
      case 'WEB_EXCLUSIVE':
        return t`Online exclusive`;
      case 'BACK_IN_STOCK':
        return t`Back in stock`;
      case 'NEW_COLOR_AVAILABLE':
        return t`New color`;
      case 'JUST_ADDED':
        return t`Just added`;
      case 'BEST_SELLER':
        return t`Best seller`;
      case 'TOP_RATED':
        return t`Top rated`;
      case 'PRE_ORDER':
        return t`Pre-order`;
      case 'NEW':
        return t`New`;
      case 'FP_EXCLUSIVE':
      case 'UO_EXCLUSIVE':
      case 'TERRAIN_EXCLUSIVE':
        return t`Exclusive`;
      case 'MORE_SIZES':
        return t`More sizes`;
      case 'MADE_TO_ORDER':
        return t`Made to order`;
      case 'QUICKSHIP':
        return t`Ships fast`;
      case 'FINAL_SALE':
        return t`Final sale`;
      case 'BUNDLE':
        return t`Set`;
      case 'READY_TO_SHIP':
        return t`Ready to ship`;
      default:
        return '';
    }
  };
}

/** One badge as a small label; renders nothing for types that have no shopper-facing text. */
export function BadgeLabel({ badge, className }: { badge: Badge; className?: string }) {
  const text = useBadgeText()(badge);
  if (!text) return null;
  const tone = badge.type === 'FINAL_SALE' || badge.type === 'DISPLAY_SOLD_OUT' ? styles.alert : '';
  return <span className={[styles.badge, tone, className].filter(Boolean).join(' ')}>{text}</span>;
}
