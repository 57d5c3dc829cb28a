// Calls Vitrine's business rules from plain Node: no browser, no DOM, no bundler.
//   npm run build:core && node examples/core-in-node.mjs
// (docs/core.md "Testing business rules without a browser")
import { cartCountBadge, isCardExpired, parseCardExpiry, resolveSelection, selectionBlocker } from '../core/dist/index.js';

const usd = (amount) => ({ amount, currency: 'USD' });
const sku = (sizeId, stockLevel) => ({
  skuId: `BLK-${sizeId}`, colorId: 'BLK', sizeId, size: sizeId, color: 'Black', fitId: null,
  stockLevel, backorder: 0, pools: ['US_DIRECT'], availableStatus: 'available', isDropShip: false,
  isFlatRate: false, shipRestriction: null, logisticClass: null, returnRestockFeeCode: null,
  collectionPointEligible: true, backInStockNotificationEligible: true, listPrice: usd(5200), salePrice: usd(5200),
});
const product = {
  productId: 'P-1', displayName: 'Linen Shirt', styleNumber: '4110', productSlug: 'linen-shirt', brand: 'Vitrine',
  subBrand: null, description: '', kind: 'regular', defaultColorCode: 'BLK', defaultSizeType: null, preorderFlag: false,
  removeForLegalReasons: false, displaySoldOut: false, webExclusive: false, isGiftCard: false, badges: [],
  promotionLabels: [], highlights: [], parentCategory: null, sizeAndFit: null, dimensions: null,
  colors: [{ code: 'BLK', displayName: 'Black', swatchUrl: null, images: [], videos: [], includedSkus: ['BLK-S', 'BLK-M', 'BLK-L'] }],
  fits: [], skus: [sku('S', 4), sku('M', 2), sku('L', 0)],
  price: { listLow: usd(5200), listHigh: usd(5200), saleLow: usd(5200), saleHigh: usd(5200), hasMarkdown: false, markdownState: 'none' },
  reviews: { count: 0, averageRating: 0 }, faceOutColorCode: null,
};

// shopping.md §4: the URL asks for size M and 5 units; only 2 are in stock.
const selection = resolveSelection(product, { size: 'M', quantity: 5 });
console.log('selection:', { sku: selection.sku?.skuId, quantity: selection.quantity, maxQuantity: selection.maxQuantity, blocker: selectionBlocker(product, selection) });

// A sold-out size in the URL is reported, not thrown.
console.log('size L:', resolveSelection(product, { size: 'L' }).messages);

// shell-and-account.md §5: card expiry, MM/YY, zero-based month compare.
const expiry = parseCardExpiry('11/26');
console.log('card 11/26 expired in Nov 2026?', expiry.ok && isCardExpired(expiry.value, { year: 2026, monthIndex: 10 }));

// shell-and-account.md §2: cart count badge.
console.log('cart badge for 120:', cartCountBadge(120));
