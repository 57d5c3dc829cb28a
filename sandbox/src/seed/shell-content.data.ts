/**
 * Seed of the shell's configuration entries (shopping.md §7 "Content"; shell-and-account.md §7): the
 * mobile navigation promo (componentSupernavAdditionalMobilePromo, decision 0413), one entry per site
 * and language, written in that language. Its photo is a Luma photo of the image service, given
 * without a width (the client asks for the spec's widths, shopping.md §9), with its intrinsic size.
 */

/** The content type of the mobile navigation promo (shopping.md §7, verbatim). */
export const MOBILE_NAV_PROMO_TYPE = 'componentSupernavAdditionalMobilePromo';

/** The slug of the seeded mobile navigation promo (decision 0413). */
export const MOBILE_NAV_PROMO_SLUG = 'mobile-nav-promo';

interface MobileNavPromoTexts {
  readonly preHeadline: string;
  readonly headline: string;
  readonly cta: string;
  readonly alt: string;
}

/** The promo's texts by language (English for a language without its own). */
export const MOBILE_NAV_PROMO_TEXTS: Readonly<Record<string, MobileNavPromoTexts>> = {
  en: { preHeadline: 'New season', headline: 'Layers for cold mornings', cta: 'Shop jackets', alt: 'A woman in a grey yoga jacket' },
  fr: { preHeadline: 'Nouvelle saison', headline: 'Des couches pour les matins frais', cta: 'Voir les vestes', alt: 'Une femme en veste de yoga grise' },
  de: { preHeadline: 'Neue Saison', headline: 'Schichten für kalte Morgen', cta: 'Jacken entdecken', alt: 'Eine Frau in einer grauen Yogajacke' },
  es: { preHeadline: 'Nueva temporada', headline: 'Capas para las mañanas frías', cta: 'Ver chaquetas', alt: 'Una mujer con una chaqueta de yoga gris' },
  it: { preHeadline: 'Nuova stagione', headline: 'Strati per le mattine fredde', cta: 'Scopri le giacche', alt: 'Una donna con una giacca da yoga grigia' },
  zh: { preHeadline: '新季上市', headline: '清晨保暖叠穿', cta: '选购夹克', alt: '身穿灰色瑜伽夹克的女性' },
};

/** The fields of the mobile navigation promo entry in `language` (the contract's MobileNavPromoFieldsDto). */
export function mobileNavPromoFields(language: string): Record<string, unknown> {
  const t = MOBILE_NAV_PROMO_TEXTS[language] ?? MOBILE_NAV_PROMO_TEXTS.en!;
  return {
    preHeadlineText: t.preHeadline,
    headlineText: t.headline,
    image: { url: '/api/images/luma/w/j/wj02-gray_main.jpg', altText: t.alt, width: 1274, height: 1580 },
    ctaLink: { name: 'mobile-nav-promo', linkTitle: t.cta, linkPath: '/search?q=jacket', openInNewWindow: false },
  };
}

/** The content type of the SMS sign-up provider's configuration (decision 0414). */
export const ATTENTIVE_CONFIG_TYPE = 'attentiveConfig';

/** The slug of the seeded attentive config (decision 0414). */
export const ATTENTIVE_CONFIG_SLUG = 'attentive-config';

/** The SMS programme per country: the sites with SMS opt-in (the site configuration's smsOptIn: US, GB) and their short codes. */
export const SMS_PROGRAMMES: Readonly<Record<string, { readonly keyword: string; readonly shortCode: string }>> = {
  US: { keyword: 'VITRINE', shortCode: '28445' },
  GB: { keyword: 'VITRINE', shortCode: '60777' },
};

/** The programme's legal text by language (markdown; English for a language without its own). */
export const ATTENTIVE_LEGAL_TEXTS: Readonly<Record<string, string>> = {
  en: 'Message frequency varies. Reply **HELP** for help and **STOP** to cancel. Message and data rates may apply.',
  fr: 'La fréquence des messages varie. Répondez **AIDE** pour obtenir de l’aide et **STOP** pour vous désabonner. Des frais de messagerie et de données peuvent s’appliquer.',
  de: 'Die Häufigkeit der Nachrichten variiert. Antworten Sie **HILFE** für Hilfe und **STOP** zum Abmelden. Es können Gebühren für Nachrichten und Daten anfallen.',
  es: 'La frecuencia de los mensajes varía. Responde **AYUDA** para obtener ayuda y **STOP** para darte de baja. Pueden aplicarse tarifas de mensajes y datos.',
  it: 'La frequenza dei messaggi varia. Rispondi **AIUTO** per assistenza e **STOP** per annullare l’iscrizione. Potrebbero essere applicati costi per messaggi e dati.',
  zh: '短信发送频率不定。回复 **HELP** 获取帮助，回复 **STOP** 退订。可能会产生短信和数据费用。',
};

/**
 * The fields of the attentive config entry of a site in `language` (the contract's
 * AttentiveConfigFieldsDto): enabled with its creative id, keyword and short code on the sites of a
 * country with an SMS programme (SMS_PROGRAMMES), disabled elsewhere.
 */
export function attentiveConfigFields(site: { readonly siteId: string; readonly country: string }, language: string): Record<string, unknown> {
  const programme = SMS_PROGRAMMES[site.country];
  const legalText = ATTENTIVE_LEGAL_TEXTS[language] ?? ATTENTIVE_LEGAL_TEXTS.en!;
  if (!programme) return { enabled: false, legalText };
  return { enabled: true, creativeId: `${site.siteId}-sms-modal`, keyword: programme.keyword, shortCode: programme.shortCode, legalText };
}

/** The content type of the date display options (shell-and-account.md §7, verbatim; decision 0415). */
export const DATETIME_OPTIONS_TYPE = 'datetimeOptions';

/** The slug of the seeded date display options (decision 0415). */
export const DATETIME_OPTIONS_SLUG = 'datetime-options';

/** Each country's time zone (the retailer's head office there) and whether its shoppers read long dates. */
const COUNTRY_TIMES: Readonly<Record<string, { readonly timeZone: string; readonly longDates: boolean }>> = {
  US: { timeZone: 'America/New_York', longDates: false },
  GB: { timeZone: 'Europe/London', longDates: true },
  CA: { timeZone: 'America/Toronto', longDates: false },
  FR: { timeZone: 'Europe/Paris', longDates: true },
  DE: { timeZone: 'Europe/Berlin', longDates: true },
  ES: { timeZone: 'Europe/Madrid', longDates: true },
  IT: { timeZone: 'Europe/Rome', longDates: true },
  CN: { timeZone: 'Asia/Shanghai', longDates: true },
};

/**
 * The fields of the datetimeOptions entry of a site in `language` (the contract's
 * DatetimeOptionsFieldsDto): the country's time zone, 'long' or 'medium' dates, and a 12-hour clock
 * for English in North America (a 24-hour clock elsewhere, French Canada included).
 */
export function datetimeOptionsFields(site: { readonly country: string }, language: string): Record<string, unknown> {
  const times = COUNTRY_TIMES[site.country] ?? { timeZone: 'UTC', longDates: true };
  const twelveHour = language === 'en' && (site.country === 'US' || site.country === 'CA');
  return { dateStyle: times.longDates ? 'long' : 'medium', hourCycle: twelveHour ? 'h12' : 'h23', timeZone: times.timeZone };
}
