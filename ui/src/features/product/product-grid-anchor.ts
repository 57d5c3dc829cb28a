import { useCallback } from 'react';
import { scrollsToProductGridAfterBuy } from '@vitrine/core';
import { useExperiments } from '../../shared/experiments';
import { DESKTOP_QUERY, useMediaQuery } from '../../shared/use-media-query';

/**
 * The id of the product page's product grid: the section of product trays below the buy panel
 * ("Shop the look", then the recommendation trays), the anchorAfterMobileGBP target (decision 0421).
 */
export const PRODUCT_GRID_ID = 'pdp-product-grid';

/**
 * A callback for the buy panel to run after a successful add to cart: with anchorAfterMobileGBP 1
 * below the desktop breakpoint (core's `scrollsToProductGridAfterBuy`; shopping.md §5), it scrolls
 * the page so the product grid ({@link PRODUCT_GRID_ID}) starts at the top of the viewport, smoothly
 * unless the shopper prefers reduced motion; focus stays on the button. Does nothing otherwise, or
 * when the grid is empty (no look and no tray for this product).
 */
export function useScrollToProductGridAfterBuy(): () => void {
  const { anchorAfterMobileGBP } = useExperiments();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return useCallback(() => {
    if (!scrollsToProductGridAfterBuy(anchorAfterMobileGBP, isDesktop)) return;
    const grid = document.getElementById(PRODUCT_GRID_ID);
    if (!grid || grid.childElementCount === 0) return;
    grid.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  }, [anchorAfterMobileGBP, isDesktop, reducedMotion]);
}
