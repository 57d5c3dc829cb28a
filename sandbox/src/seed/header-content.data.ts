import type { HeaderContainerFieldsDto, HeaderLinkDto } from '@vitrine/contract';
import type { BrandCode, SandboxSite } from '../sites/sites.js';
import { THRESHOLD_BANNER_RANGE } from './steps/cart-threshold-banner.step.js';

/**
 * Seed texts of the header container (shell-and-account.md §2 "Page shell"; decision 0366), one
 * set per language, written in that language. `freeShipping` holds %1 for the threshold amount.
 */
interface HeaderTexts {
  readonly storeLocator: string;
  readonly shipping: string;
  readonly returns: string;
  readonly orderStatus: string;
  readonly giftCardBalance: string;
  readonly rewards: string;
  readonly requestCatalog: string;
  readonly ourBrands: string;
  readonly sellers: string;
  readonly freeShipping: string;
  readonly freeShippingLink: string;
}

export const HEADER_TEXTS: Readonly<Record<string, HeaderTexts>> = {
  en: {
    storeLocator: 'Find a store',
    shipping: 'Shipping',
    returns: 'Returns',
    orderStatus: 'Order status',
    giftCardBalance: 'Gift card balance',
    rewards: 'Rewards',
    requestCatalog: 'Request a catalog',
    ourBrands: 'Our brands',
    sellers: 'Independent sellers',
    freeShipping: '**Free standard shipping** on orders over %1',
    freeShippingLink: 'See details',
  },
  fr: {
    storeLocator: 'Trouver un magasin',
    shipping: 'Livraison',
    returns: 'Retours',
    orderStatus: 'Suivi de commande',
    giftCardBalance: 'Solde de carte cadeau',
    rewards: 'Récompenses',
    requestCatalog: 'Demander un catalogue',
    ourBrands: 'Nos marques',
    sellers: 'Vendeurs indépendants',
    freeShipping: '**Livraison standard offerte** dès %1 d’achat',
    freeShippingLink: 'Voir les conditions',
  },
  de: {
    storeLocator: 'Filiale finden',
    shipping: 'Versand',
    returns: 'Rücksendungen',
    orderStatus: 'Bestellstatus',
    giftCardBalance: 'Geschenkkartenguthaben',
    rewards: 'Prämien',
    requestCatalog: 'Katalog anfordern',
    ourBrands: 'Unsere Marken',
    sellers: 'Unabhängige Händler',
    freeShipping: '**Kostenloser Standardversand** ab %1 Bestellwert',
    freeShippingLink: 'Details ansehen',
  },
  es: {
    storeLocator: 'Buscar una tienda',
    shipping: 'Envíos',
    returns: 'Devoluciones',
    orderStatus: 'Estado del pedido',
    giftCardBalance: 'Saldo de la tarjeta regalo',
    rewards: 'Recompensas',
    requestCatalog: 'Solicitar un catálogo',
    ourBrands: 'Nuestras marcas',
    sellers: 'Vendedores independientes',
    freeShipping: '**Envío estándar gratuito** en pedidos superiores a %1',
    freeShippingLink: 'Ver condiciones',
  },
  it: {
    storeLocator: 'Trova un negozio',
    shipping: 'Spedizioni',
    returns: 'Resi',
    orderStatus: 'Stato dell’ordine',
    giftCardBalance: 'Saldo della carta regalo',
    rewards: 'Premi',
    requestCatalog: 'Richiedi un catalogo',
    ourBrands: 'I nostri marchi',
    sellers: 'Venditori indipendenti',
    freeShipping: '**Spedizione standard gratuita** per ordini superiori a %1',
    freeShippingLink: 'Vedi i dettagli',
  },
  zh: {
    storeLocator: '查找门店',
    shipping: '配送',
    returns: '退货',
    orderStatus: '订单状态',
    giftCardBalance: '礼品卡余额',
    rewards: '会员奖励',
    requestCatalog: '索取产品目录',
    ourBrands: '我们的品牌',
    sellers: '独立卖家',
    freeShipping: '订单满 %1 **免标准运费**',
    freeShippingLink: '查看详情',
  },
};

/**
 * Where each brand's storefront lives (decision 0366): the sandbox serves one brand per build
 * (decision 0003), so the other brand is another deployment on its own host. These are the hosts
 * the seeded 'also visit' links name; a deployment's content editors write its real ones.
 */
export const BRAND_ORIGINS: Readonly<Record<BrandCode, string>> = { an: 'https://www.vitrine.example', fp: 'https://studio.vitrine.example' };

/** The storefront names of the brands, as their logos read (the site configuration's siteName). */
export const BRAND_SITE_NAMES: Readonly<Record<BrandCode, string>> = { an: 'Vitrine', fp: 'Vitrine Studio' };

/** The site's locale for a language it speaks ('fr' on an-ca: 'fr-CA'); its first locale otherwise. */
const localeOf = (site: SandboxSite, language: string) => site.locales.find((l) => l.startsWith(`${language}-`)) ?? site.locales[0]!;

/** The context path of a locale (decision 0003): '/' for en-US, '/fr-fr/' for fr-FR. */
const contextPathOf = (locale: string) => (locale === 'en-US' ? '/' : `/${locale.toLowerCase()}/`);

const link = (name: string, linkTitle: string, linkPath: string, extra: Partial<HeaderLinkDto> = {}): HeaderLinkDto => ({ name, linkTitle, linkPath, openInNewWindow: false, ...extra });

/**
 * The fields of a site's headerContainer entry in a language (decision 0366): the utility bar's
 * links (store locator, shipping and returns help, order status, gift card balance, rewards), the
 * brand's own utility links, the 'also visit' link to the other brand's site for the same region
 * and language, and the lower promo message naming the free-shipping threshold (decision 0224's
 * 150 in the site's currency, formatted with Intl for the site's locale).
 */
export function headerContainerFields(site: SandboxSite, language: string): HeaderContainerFieldsDto {
  const t = HEADER_TEXTS[language] ?? HEADER_TEXTS.en!;
  const locale = localeOf(site, language);
  const other: BrandCode = site.brand === 'an' ? 'fp' : 'an';
  const otherSiteId = site.siteId.replace(/^[a-z]+-/, `${other}-`);
  const threshold = new Intl.NumberFormat(locale, { style: 'currency', currency: site.currency, maximumFractionDigits: 0 }).format(THRESHOLD_BANNER_RANGE.max);
  const brandLinks =
    site.brand === 'an'
      ? [link('request-catalog', t.requestCatalog, '#request-catalog'), link('our-brands', t.ourBrands, '/brands')]
      : [link('independent-sellers', t.sellers, '/sellers'), link('our-brands', t.ourBrands, '/brands')];
  return {
    utilityLinks: [
      link('store-locator', t.storeLocator, '/stores'),
      link('shipping', t.shipping, '/help/shipping'),
      link('returns', t.returns, '/help/returns'),
      link('order-status', t.orderStatus, '/order-inquiry'),
      link('gift-card-balance', t.giftCardBalance, '#giftcard-balance'),
      link('rewards', t.rewards, '/account/loyalty'),
    ],
    brandUtilityLinks: brandLinks,
    alsoVisitLinks: [link(`also-visit-${other}`, BRAND_SITE_NAMES[other], `${BRAND_ORIGINS[other]}${contextPathOf(locale)}`, { brand: other, siteId: otherSiteId })],
    lowerPromo: { message: t.freeShipping.replace('%1', threshold), link: link('free-shipping-details', t.freeShippingLink, '/help/shipping') },
  };
}
