/**
 * The catalogue's translation table (decision 0255): navigation and category names, colour, fit and
 * size names in the languages of the sites besides English (de, fr, es, it), written and reviewed by
 * people and committed with the seed — never machine output at run time. A source text missing
 * here is served in English, and the API says so (`textLanguage`), so the page marks it with `lang`.
 * Brand and collection names that are proper names ('FP Movement', 'Erin Recommends') keep their
 * English form on purpose and are not listed.
 */

/** What a translated text names. */
export type CatalogTextKind = 'category' | 'color' | 'fit' | 'size';

/** The languages the table covers (ISO 639-1). */
export const TRANSLATED_LANGUAGES = ['de', 'fr', 'es', 'it'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** One English source text and its translations. */
export type CatalogTranslation = readonly [kind: CatalogTextKind, source: string, de: string, fr: string, es: string, it: string];

export const CATALOG_TRANSLATIONS: readonly CatalogTranslation[] = [
  // Navigation branches and categories (Luma apparel and gear, Spree home goods).
  ['category', 'Women', 'Damen', 'Femme', 'Mujer', 'Donna'],
  ['category', 'Men', 'Herren', 'Homme', 'Hombre', 'Uomo'],
  ['category', 'Gear', 'Ausrüstung', 'Équipement', 'Equipamiento', 'Attrezzatura'],
  ['category', 'Home', 'Wohnen', 'Maison', 'Hogar', 'Casa'],
  ['category', 'Collections', 'Kollektionen', 'Collections', 'Colecciones', 'Collezioni'],
  ['category', 'Sale', 'Sale', 'Soldes', 'Rebajas', 'Saldi'],
  ['category', 'Promotions', 'Angebote', 'Promotions', 'Promociones', 'Promozioni'],
  ['category', 'Shop', 'Shop', 'Boutique', 'Tienda', 'Negozio'],
  ['category', 'Brands', 'Marken', 'Marques', 'Marcas', 'Marchi'],
  ['category', 'Tops', 'Oberteile', 'Hauts', 'Tops', 'Top'],
  ['category', 'Bottoms', 'Hosen & Shorts', 'Bas', 'Pantalones y shorts', 'Pantaloni e shorts'],
  ['category', 'Jackets', 'Jacken', 'Vestes', 'Chaquetas', 'Giacche'],
  ['category', 'Hoodies & Sweatshirts', 'Hoodies & Sweatshirts', 'Sweats à capuche et sweat-shirts', 'Sudaderas', 'Felpe'],
  ['category', 'Tees', 'T-Shirts', 'T-shirts', 'Camisetas', 'T-shirt'],
  ['category', 'Tanks', 'Tanktops', 'Débardeurs', 'Camisetas de tirantes', 'Canotte'],
  ['category', 'Bras & Tanks', 'BHs & Tanktops', 'Brassières et débardeurs', 'Sujetadores y camisetas de tirantes', 'Reggiseni e canotte'],
  ['category', 'Pants', 'Hosen', 'Pantalons', 'Pantalones', 'Pantaloni'],
  ['category', 'Shorts', 'Shorts', 'Shorts', 'Pantalones cortos', 'Shorts'],
  ['category', 'Bags', 'Taschen', 'Sacs', 'Bolsas', 'Borse'],
  ['category', 'Fitness Equipment', 'Fitnessgeräte', 'Équipement de fitness', 'Material de fitness', 'Attrezzatura fitness'],
  ['category', 'Watches', 'Uhren', 'Montres', 'Relojes', 'Orologi'],
  ['category', 'Eco Friendly', 'Umweltfreundlich', 'Écoresponsable', 'Ecológico', 'Ecosostenibile'],
  ['category', 'New Luma Yoga Collection', 'Neue Luma-Yoga-Kollektion', 'Nouvelle collection de yoga Luma', 'Nueva colección de yoga Luma', 'Nuova collezione yoga Luma'],
  ['category', 'Performance Fabrics', 'Funktionsstoffe', 'Tissus techniques', 'Tejidos técnicos', 'Tessuti tecnici'],
  ['category', 'Women Sale', 'Damen Sale', 'Soldes femme', 'Rebajas mujer', 'Saldi donna'],
  ['category', 'Men Sale', 'Herren Sale', 'Soldes homme', 'Rebajas hombre', 'Saldi uomo'],
  ['category', 'Air & Climate', 'Luft & Klima', 'Air et climatisation', 'Aire y climatización', 'Aria e clima'],
  ['category', 'Air Purifiers', 'Luftreiniger', "Purificateurs d'air", 'Purificadores de aire', "Purificatori d'aria"],
  ['category', 'Fans', 'Ventilatoren', 'Ventilateurs', 'Ventiladores', 'Ventilatori'],
  ['category', 'Humidifiers', 'Luftbefeuchter', 'Humidificateurs', 'Humidificadores', 'Umidificatori'],
  ['category', 'Floor Care', 'Bodenpflege', 'Entretien des sols', 'Limpieza de suelos', 'Pulizia dei pavimenti'],
  ['category', 'Cordless Vacuums', 'Akku-Staubsauger', 'Aspirateurs sans fil', 'Aspiradoras sin cable', 'Aspirapolvere senza filo'],
  ['category', 'Robot Vacuums', 'Saugroboter', 'Aspirateurs robots', 'Robots aspiradores', 'Robot aspirapolvere'],
  ['category', 'Upright Vacuums', 'Bodenstaubsauger', 'Aspirateurs balais', 'Aspiradoras verticales', 'Scope elettriche'],
  ['category', 'Garment Care', 'Wäschepflege', 'Soin du linge', 'Cuidado de la ropa', 'Cura dei capi'],
  ['category', 'Handheld Steamers', 'Handdampfglätter', 'Défroisseurs à main', 'Vaporizadores de mano', 'Stiratrici verticali'],
  ['category', 'Irons', 'Bügeleisen', 'Fers à repasser', 'Planchas', 'Ferri da stiro'],
  ['category', 'Steam Generators', 'Dampfbügelstationen', 'Centrales vapeur', 'Centros de planchado', 'Ferri con caldaia'],
  ['category', 'Kitchen', 'Küche', 'Cuisine', 'Cocina', 'Cucina'],
  ['category', 'Air Fryers', 'Heißluftfritteusen', 'Friteuses à air', 'Freidoras de aire', 'Friggitrici ad aria'],
  ['category', 'Blenders', 'Standmixer', 'Blenders', 'Batidoras de vaso', 'Frullatori'],
  ['category', 'Coffee Machines', 'Kaffeemaschinen', 'Machines à café', 'Cafeteras', 'Macchine da caffè'],
  ['category', 'Food Processors', 'Küchenmaschinen', 'Robots culinaires', 'Procesadores de alimentos', 'Robot da cucina'],
  ['category', 'Kettles', 'Wasserkocher', 'Bouilloires', 'Hervidores', 'Bollitori'],
  ['category', 'Toasters', 'Toaster', 'Grille-pain', 'Tostadoras', 'Tostapane'],
  ['category', 'Personal Care', 'Körperpflege', 'Soins personnels', 'Cuidado personal', 'Cura della persona'],
  ['category', 'Electric Shavers', 'Elektrorasierer', 'Rasoirs électriques', 'Afeitadoras eléctricas', 'Rasoi elettrici'],
  ['category', 'Hair Dryers', 'Haartrockner', 'Sèche-cheveux', 'Secadores de pelo', 'Asciugacapelli'],
  ['category', 'Hair Straighteners', 'Glätteisen', 'Lisseurs', 'Planchas de pelo', 'Piastre per capelli'],
  ['category', 'Trimmers', 'Trimmer', 'Tondeuses', 'Recortadoras', 'Regolabarba'],

  // Colours (Luma apparel and gear, Spree home goods).
  ['color', 'Black', 'Schwarz', 'Noir', 'Negro', 'Nero'],
  ['color', 'Blue', 'Blau', 'Bleu', 'Azul', 'Blu'],
  ['color', 'Brown', 'Braun', 'Marron', 'Marrón', 'Marrone'],
  ['color', 'Gray', 'Grau', 'Gris', 'Gris', 'Grigio'],
  ['color', 'Grey', 'Grau', 'Gris', 'Gris', 'Grigio'],
  ['color', 'Green', 'Grün', 'Vert', 'Verde', 'Verde'],
  ['color', 'Lavender', 'Lavendel', 'Lavande', 'Lavanda', 'Lavanda'],
  ['color', 'Orange', 'Orange', 'Orange', 'Naranja', 'Arancione'],
  ['color', 'Purple', 'Lila', 'Violet', 'Morado', 'Viola'],
  ['color', 'Red', 'Rot', 'Rouge', 'Rojo', 'Rosso'],
  ['color', 'White', 'Weiß', 'Blanc', 'Blanco', 'Bianco'],
  ['color', 'Yellow', 'Gelb', 'Jaune', 'Amarillo', 'Giallo'],
  ['color', 'Pink', 'Rosa', 'Rose', 'Rosa', 'Rosa'],
  ['color', 'Mint', 'Mint', 'Menthe', 'Menta', 'Menta'],
  ['color', 'Multi', 'Mehrfarbig', 'Multicolore', 'Multicolor', 'Multicolore'],
  ['color', 'Silver', 'Silber', 'Argent', 'Plata', 'Argento'],
  ['color', 'Chrome', 'Chrom', 'Chromé', 'Cromado', 'Cromato'],
  ['color', 'Graphite', 'Graphit', 'Graphite', 'Grafito', 'Grafite'],
  ['color', 'Gunmetal', 'Anthrazitmetallic', 'Gris acier', 'Gris metalizado', 'Canna di fucile'],
  ['color', 'Rose Gold', 'Roségold', 'Or rose', 'Oro rosa', 'Oro rosa'],
  ['color', 'Stainless Steel', 'Edelstahl', 'Inox', 'Acero inoxidable', 'Acciaio inox'],
  ['color', 'Matte Black', 'Mattschwarz', 'Noir mat', 'Negro mate', 'Nero opaco'],
  ['color', 'Dark Blue', 'Dunkelblau', 'Bleu foncé', 'Azul oscuro', 'Blu scuro'],
  ['color', 'Dark Grey', 'Dunkelgrau', 'Gris foncé', 'Gris oscuro', 'Grigio scuro'],
  ['color', 'Steel Grey', 'Stahlgrau', 'Gris acier', 'Gris acero', 'Grigio acciaio'],
  ['color', 'Black and Blue', 'Schwarz-Blau', 'Noir et bleu', 'Negro y azul', 'Nero e blu'],
  ['color', 'Black and Red', 'Schwarz-Rot', 'Noir et rouge', 'Negro y rojo', 'Nero e rosso'],
  ['color', 'Blue and White', 'Blau-Weiß', 'Bleu et blanc', 'Azul y blanco', 'Blu e bianco'],
  ['color', 'Grey and White', 'Grau-Weiß', 'Gris et blanc', 'Gris y blanco', 'Grigio e bianco'],
  ['color', 'White and Grey', 'Weiß-Grau', 'Blanc et gris', 'Blanco y gris', 'Bianco e grigio'],
  ['color', 'Purple and White', 'Lila-Weiß', 'Violet et blanc', 'Morado y blanco', 'Viola e bianco'],

  // Fits (secondary slice) and the sizes that are words.
  ['fit', 'Regular', 'Normal', 'Standard', 'Normal', 'Regular'],
  ['fit', 'Petite', 'Kurzgröße', 'Petite', 'Petite', 'Petite'],
  ['fit', 'Tall', 'Langgröße', 'Grande taille', 'Tallas largas', 'Taglie lunghe'],
  ['size', 'One Size', 'Einheitsgröße', 'Taille unique', 'Talla única', 'Taglia unica'],
  ['size', '6 foot', '1,8 m', '1,8 m', '1,8 m', '1,8 m'],
  ['size', '8 foot', '2,4 m', '2,4 m', '2,4 m', '2,4 m'],
  ['size', '10 foot', '3 m', '3 m', '3 m', '3 m'],
];

/** The rows to store: one per kind, source and language. */
export function catalogTextRows(table: readonly CatalogTranslation[] = CATALOG_TRANSLATIONS): { kind: CatalogTextKind; source: string; language: TranslatedLanguage; text: string }[] {
  return table.flatMap(([kind, source, ...texts]) => TRANSLATED_LANGUAGES.map((language, i) => ({ kind, source, language, text: texts[i]! })));
}

/** Writes the translation table into `catalog_text` (the seed; decision 0255). Returns the rows written. */
export async function writeCatalogTexts(db: { query(sql: string, params?: readonly unknown[]): Promise<unknown[]> }): Promise<number> {
  const rows = catalogTextRows();
  await db.query(
    `insert into catalog_text (kind, source, language, text)
     select r->>'kind', r->>'source', r->>'language', r->>'text' from jsonb_array_elements($1::jsonb) r`,
    [JSON.stringify(rows)],
  );
  return rows.length;
}
