/**
 * The creatives (arms) of the bandit promotions (shell-and-account.md §3 banditPromotions; decision
 * 0407), drawn from the store's running promotions (the home banners' holiday gift-wrap offer and
 * category campaigns, page-banners.data.ts), each written in every catalogue language. The first arm
 * is the default: what a shopper without marketing consent sees, and the bandit's tie-break.
 */

/** One creative's texts in one language. */
export interface CreativeTexts {
  readonly headline: string;
  readonly body: string;
  readonly ctaLabel: string;
}

/** One arm: its id (the campaign's experience id), the site path it leads to, its texts by language. */
export interface PromotionCreative {
  readonly armId: string;
  readonly ctaUrl: string;
  readonly texts: Readonly<Record<string, CreativeTexts>>;
}

export const PROMOTION_CREATIVES: readonly PromotionCreative[] = [
  {
    armId: 'gift-wrap',
    ctaUrl: '/search?q=bag',
    texts: {
      en: { headline: 'Free gift wrap on every order', body: 'Choose it at checkout until the holiday offer ends. Gift cards excluded.', ctaLabel: 'Find a gift' },
      fr: { headline: 'Emballage cadeau offert sur chaque commande', body: 'À choisir au paiement jusqu’à la fin de l’offre des fêtes. Hors cartes cadeaux.', ctaLabel: 'Trouver un cadeau' },
      de: { headline: 'Kostenlose Geschenkverpackung für jede Bestellung', body: 'Wählen Sie sie an der Kasse bis zum Ende der Festtagsaktion. Ausgenommen Geschenkkarten.', ctaLabel: 'Geschenk finden' },
      es: { headline: 'Envoltorio de regalo gratis en todos los pedidos', body: 'Elígelo al pagar hasta que termine la oferta navideña. Excepto tarjetas regalo.', ctaLabel: 'Buscar un regalo' },
      it: { headline: 'Confezione regalo gratuita su ogni ordine', body: 'Sceglila al pagamento fino al termine dell’offerta delle feste. Carte regalo escluse.', ctaLabel: 'Trova un regalo' },
      zh: { headline: '所有订单免费礼品包装', body: '节日活动结束前，结账时即可选择。礼品卡除外。', ctaLabel: '挑选礼物' },
    },
  },
  {
    armId: 'winter-jackets',
    ctaUrl: '/search?q=jacket',
    texts: {
      en: { headline: 'Women’s jackets in new winter colours', body: 'Warm, light layers for cold mornings, new this season.', ctaLabel: 'Shop jackets' },
      fr: { headline: 'Vestes femme aux nouvelles couleurs d’hiver', body: 'Des couches chaudes et légères pour les matins froids, nouveautés de la saison.', ctaLabel: 'Voir les vestes' },
      de: { headline: 'Damenjacken in neuen Winterfarben', body: 'Warme, leichte Schichten für kalte Morgen, neu in dieser Saison.', ctaLabel: 'Jacken entdecken' },
      es: { headline: 'Chaquetas de mujer en nuevos colores de invierno', body: 'Capas cálidas y ligeras para mañanas frías, novedad de la temporada.', ctaLabel: 'Ver chaquetas' },
      it: { headline: 'Giacche da donna nei nuovi colori invernali', body: 'Strati caldi e leggeri per le mattine fredde, novità di stagione.', ctaLabel: 'Scopri le giacche' },
      zh: { headline: '冬季新色女士夹克', body: '轻盈保暖，适合寒冷清晨，本季新品。', ctaLabel: '选购夹克' },
    },
  },
  {
    armId: 'men-hoodies',
    ctaUrl: '/search?q=hoodie',
    texts: {
      en: { headline: 'Layer up: men’s hoodies and sweatshirts', body: 'Soft fleeces and hoodies for every day, from the gym to the commute.', ctaLabel: 'Shop hoodies' },
      fr: { headline: 'Superposez : sweats et hoodies homme', body: 'Polaires et sweats doux pour tous les jours, de la salle de sport au trajet.', ctaLabel: 'Voir les sweats' },
      de: { headline: 'Schichten: Herren-Hoodies und Sweatshirts', body: 'Weiche Fleecejacken und Hoodies für jeden Tag, vom Training bis zum Arbeitsweg.', ctaLabel: 'Hoodies entdecken' },
      es: { headline: 'Por capas: sudaderas de hombre', body: 'Forros polares y sudaderas suaves para cada día, del gimnasio al trayecto.', ctaLabel: 'Ver sudaderas' },
      it: { headline: 'A strati: felpe da uomo', body: 'Pile e felpe morbide per ogni giorno, dalla palestra al tragitto.', ctaLabel: 'Scopri le felpe' },
      zh: { headline: '叠穿：男士连帽衫和运动衫', body: '柔软的抓绒衫和连帽衫，从健身房到通勤，每天都合适。', ctaLabel: '选购连帽衫' },
    },
  },
];

/** The English campaign name of each placement's promotion (the client shows the creative's headline, not this). */
export const PROMOTION_CAMPAIGN_NAMES = { 'home-page-promotion': 'Home page promotion', 'cart-page-promotion': 'Cart page promotion' } as const;
