import type { Db } from '../../db/db.js';
import { CURRENCIES, INVENTORY_POOLS } from '../../sites/sites.js';
/** Where a seed step logs its line (the seed's SeedLog). */
type SeedLog = (line: string) => void;

/** Face values every gift card is sold in, in major units of the site's currency (decision 0282). */
export const GIFT_CARD_AMOUNTS = [25, 50, 100, 250] as const;

/** Units per pool of each amount: gift cards are printed or emailed on demand, so they never sell out. */
const GIFT_CARD_STOCK = 10_000;

interface GiftCardProduct {
  readonly productId: string;
  readonly slug: string;
  readonly egift: boolean;
  /** The one colour: the card's design. */
  readonly color: { readonly code: string; readonly name: string };
  readonly texts: Readonly<Record<'en' | 'fr' | 'de' | 'es' | 'it', { readonly name: string; readonly description: string }>>;
}

/**
 * The two gift card products (shopping.md §3 isGiftCard, isEgiftCard; decision 0282). They are the
 * store's own products, not sample data, so they are written here with their texts in every
 * language the sites use; they have no photo (the PDP and the cart show their image placeholder).
 */
export const GIFT_CARD_PRODUCTS: readonly GiftCardProduct[] = [
  {
    productId: 'GC-CLASSIC',
    slug: 'classic-gift-card',
    egift: false,
    color: { code: 'CLASSIC', name: 'Classic' },
    texts: {
      en: {
        name: 'Classic Gift Card',
        description: '<p>A printed gift card in a kraft envelope, mailed with the order. Add the recipient’s name and a message for the card carrier. Never expires, no fees, redeemable online and in stores.</p>',
      },
      fr: {
        name: 'Carte cadeau classique',
        description: '<p>Une carte cadeau imprimée dans une enveloppe kraft, envoyée avec la commande. Ajoutez le nom du destinataire et un message pour l’étui. Sans date d’expiration ni frais, utilisable en ligne et en magasin.</p>',
      },
      de: {
        name: 'Klassische Geschenkkarte',
        description: '<p>Eine gedruckte Geschenkkarte im Kraftpapier-Umschlag, die mit der Bestellung verschickt wird. Fügen Sie den Namen der beschenkten Person und eine Nachricht hinzu. Unbegrenzt gültig, ohne Gebühren, online und in den Filialen einlösbar.</p>',
      },
      es: {
        name: 'Tarjeta regalo clásica',
        description: '<p>Una tarjeta regalo impresa en un sobre kraft, enviada con el pedido. Añade el nombre de la persona destinataria y un mensaje. No caduca, sin comisiones, canjeable en línea y en tienda.</p>',
      },
      it: {
        name: 'Carta regalo classica',
        description: '<p>Una carta regalo stampata in una busta kraft, spedita con l’ordine. Aggiungi il nome del destinatario e un messaggio. Senza scadenza né commissioni, utilizzabile online e in negozio.</p>',
      },
    },
  },
  {
    productId: 'GC-EGIFT',
    slug: 'e-gift-card',
    egift: true,
    color: { code: 'EMAIL', name: 'Email' },
    texts: {
      en: {
        name: 'E-Gift Card',
        description: '<p>Sent by email on the day you choose, up to a year ahead, with your message. The recipient can spend it online straight away or show it in stores. Never expires, no fees.</p>',
      },
      fr: {
        name: 'Carte cadeau électronique',
        description: '<p>Envoyée par e-mail le jour de votre choix, jusqu’à un an à l’avance, avec votre message. Utilisable immédiatement en ligne ou en magasin. Sans date d’expiration ni frais.</p>',
      },
      de: {
        name: 'E-Geschenkkarte',
        description: '<p>Wird am gewünschten Tag per E-Mail mit Ihrer Nachricht verschickt, bis zu einem Jahr im Voraus. Sofort online oder in den Filialen einlösbar. Unbegrenzt gültig, ohne Gebühren.</p>',
      },
      es: {
        name: 'Tarjeta regalo electrónica',
        description: '<p>Se envía por correo electrónico el día que elijas, hasta con un año de antelación, con tu mensaje. Se puede usar al momento en línea o en tienda. No caduca, sin comisiones.</p>',
      },
      it: {
        name: 'Carta regalo digitale',
        description: '<p>Inviata via e-mail nel giorno che scegli, fino a un anno prima, con il tuo messaggio. Utilizzabile subito online o in negozio. Senza scadenza né commissioni.</p>',
      },
    },
  },
];

/** The SKU id of a gift card amount: 'GC-EGIFT-050'. */
export const giftCardSkuId = (productId: string, amount: number) => `${productId}-${String(amount).padStart(3, '0')}`;

/**
 * Seed step: the classic (physical) gift card and the e-gift card (decision 0282), whatever the
 * sample data (the full set or the committed subset). One colour (the card design), one SKU per
 * amount of {@link GIFT_CARD_AMOUNTS} sized by its face value ('25'), the same figure in every
 * currency, never marked down, {@link GIFT_CARD_STOCK} units in every pool. Not in a category:
 * the footer links them. Returns the number of products written. Deterministic.
 */
export async function seedGiftCards(db: Db, log: SeedLog): Promise<number> {
  const [{ position }] = (await db.query<{ position: number }>('select coalesce(max(position), 0) + 1 as position from product')) as [{ position: number }];
  for (const [i, card] of GIFT_CARD_PRODUCTS.entries()) {
    const en = card.texts.en;
    await db.query(
      `insert into product (product_id, slug, style_number, source, brand, sub_brand, display_name, description, product_type,
         default_color_code, default_size_type, merchandise_class, attribution_product_type, preorder_flag, display_sold_out,
         web_exclusive, is_petite, highlights, promotion_labels, badges, parent_category_id, size_and_fit, dimensions, position, last_modified,
         is_gift_card, is_egift_card)
       values ($1, $2, $1, 'store', 'Vitrine', null, $3, $4, 'REGULAR', $5, null, 'Gift Card', 'Gift Card', false, false, $6, false,
         '[]', '[]', '[]', null, null, null, $7, '2025-01-01T00:00:00Z', true, $8)`,
      [card.productId, card.slug, en.name, en.description, card.color.code, card.egift, position + i, card.egift],
    );
    for (const [language, text] of Object.entries(card.texts)) {
      if (language === 'en') continue;
      await db.query('insert into product_translation (product_id, language, display_name, description) values ($1, $2, $3, $4)', [card.productId, language, text.name, text.description]);
    }
    await db.query(`insert into product_color (product_id, color_code, display_name, position, swatch_url, images) values ($1, $2, $3, 0, null, '[]')`, [
      card.productId,
      card.color.code,
      card.color.name,
    ]);
    for (const [p, amount] of GIFT_CARD_AMOUNTS.entries()) {
      const skuId = giftCardSkuId(card.productId, amount);
      await db.query(
        `insert into sku (sku_id, product_id, color_code, size_id, size_name, fit_code, position, available_status, is_drop_ship, is_flat_rate,
           ship_restriction, logistic_class, restock_fee_code, collection_point_eligible, back_in_stock_eligible)
         values ($1, $2, $3, $4, $4, null, $5, 'available', false, false, null, null, null, false, false)`,
        [skuId, card.productId, card.color.code, String(amount), p],
      );
      for (const currency of CURRENCIES) {
        await db.query('insert into sku_price (sku_id, currency, list_minor, sale_minor) values ($1, $2, $3, $3)', [skuId, currency, amount * 100]);
      }
      for (const pool of INVENTORY_POOLS) {
        await db.query('insert into sku_inventory (sku_id, pool_id, stock_level, backorder) values ($1, $2, $3, 0)', [skuId, pool, GIFT_CARD_STOCK]);
      }
    }
  }
  log(`  Gift cards: ${GIFT_CARD_PRODUCTS.map((c) => c.slug).join(', ')} in ${GIFT_CARD_AMOUNTS.join(' / ')} (decision 0282)`);
  return GIFT_CARD_PRODUCTS.length;
}
