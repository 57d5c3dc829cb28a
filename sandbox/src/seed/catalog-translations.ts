/**
 * The catalogue's translation table (decision 0255): navigation and category names, colour, fit and
 * size names in the languages of the sites besides English (de, fr, es, it, and zh — Simplified
 * Chinese for the zh-CN mount, decision 0302), written and reviewed by people and committed with the
 * seed — never machine output at run time. A source text missing here is served in English, and the
 * API says so (`textLanguage`), so the page marks it with `lang`.
 * Brand and collection names that are proper names ('FP Movement', 'Erin Recommends') keep their
 * English form on purpose and are not listed.
 */

/** What a translated text names. */
export type CatalogTextKind = 'category' | 'color' | 'fit' | 'size';

/** The languages the table covers (ISO 639-1). */
export const TRANSLATED_LANGUAGES = ['de', 'fr', 'es', 'it', 'zh'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** One English source text and its translations. */
export type CatalogTranslation = readonly [kind: CatalogTextKind, source: string, de: string, fr: string, es: string, it: string, zh: string];

export const CATALOG_TRANSLATIONS: readonly CatalogTranslation[] = [
  // Navigation branches and categories (Luma apparel and gear, Spree home goods).
  ['category', 'Women', 'Damen', 'Femme', 'Mujer', 'Donna', '女士'],
  ['category', 'Men', 'Herren', 'Homme', 'Hombre', 'Uomo', '男士'],
  ['category', 'Gear', 'Ausrüstung', 'Équipement', 'Equipamiento', 'Attrezzatura', '装备'],
  ['category', 'Home', 'Wohnen', 'Maison', 'Hogar', 'Casa', '家居'],
  ['category', 'Collections', 'Kollektionen', 'Collections', 'Colecciones', 'Collezioni', '系列'],
  ['category', 'Sale', 'Sale', 'Soldes', 'Rebajas', 'Saldi', '特卖'],
  ['category', 'Promotions', 'Angebote', 'Promotions', 'Promociones', 'Promozioni', '优惠活动'],
  ['category', 'Shop', 'Shop', 'Boutique', 'Tienda', 'Negozio', '商店'],
  ['category', 'Brands', 'Marken', 'Marques', 'Marcas', 'Marchi', '品牌'],
  ['category', 'Tops', 'Oberteile', 'Hauts', 'Tops', 'Top', '上装'],
  ['category', 'Bottoms', 'Hosen & Shorts', 'Bas', 'Pantalones y shorts', 'Pantaloni e shorts', '下装'],
  ['category', 'Jackets', 'Jacken', 'Vestes', 'Chaquetas', 'Giacche', '夹克'],
  ['category', 'Hoodies & Sweatshirts', 'Hoodies & Sweatshirts', 'Sweats à capuche et sweat-shirts', 'Sudaderas', 'Felpe', '连帽衫和卫衣'],
  ['category', 'Tees', 'T-Shirts', 'T-shirts', 'Camisetas', 'T-shirt', 'T恤'],
  ['category', 'Tanks', 'Tanktops', 'Débardeurs', 'Camisetas de tirantes', 'Canotte', '背心'],
  ['category', 'Bras & Tanks', 'BHs & Tanktops', 'Brassières et débardeurs', 'Sujetadores y camisetas de tirantes', 'Reggiseni e canotte', '文胸和背心'],
  ['category', 'Pants', 'Hosen', 'Pantalons', 'Pantalones', 'Pantaloni', '长裤'],
  ['category', 'Shorts', 'Shorts', 'Shorts', 'Pantalones cortos', 'Shorts', '短裤'],
  ['category', 'Bags', 'Taschen', 'Sacs', 'Bolsas', 'Borse', '包袋'],
  ['category', 'Fitness Equipment', 'Fitnessgeräte', 'Équipement de fitness', 'Material de fitness', 'Attrezzatura fitness', '健身器材'],
  ['category', 'Watches', 'Uhren', 'Montres', 'Relojes', 'Orologi', '手表'],
  ['category', 'Eco Friendly', 'Umweltfreundlich', 'Écoresponsable', 'Ecológico', 'Ecosostenibile', '环保系列'],
  ['category', 'New Luma Yoga Collection', 'Neue Luma-Yoga-Kollektion', 'Nouvelle collection de yoga Luma', 'Nueva colección de yoga Luma', 'Nuova collezione yoga Luma', 'Luma 瑜伽新系列'],
  ['category', 'Performance Fabrics', 'Funktionsstoffe', 'Tissus techniques', 'Tejidos técnicos', 'Tessuti tecnici', '功能面料'],
  ['category', 'Women Sale', 'Damen Sale', 'Soldes femme', 'Rebajas mujer', 'Saldi donna', '女士特卖'],
  ['category', 'Men Sale', 'Herren Sale', 'Soldes homme', 'Rebajas hombre', 'Saldi uomo', '男士特卖'],
  ['category', 'Air & Climate', 'Luft & Klima', 'Air et climatisation', 'Aire y climatización', 'Aria e clima', '空气与温控'],
  ['category', 'Air Purifiers', 'Luftreiniger', "Purificateurs d'air", 'Purificadores de aire', "Purificatori d'aria", '空气净化器'],
  ['category', 'Fans', 'Ventilatoren', 'Ventilateurs', 'Ventiladores', 'Ventilatori', '风扇'],
  ['category', 'Humidifiers', 'Luftbefeuchter', 'Humidificateurs', 'Humidificadores', 'Umidificatori', '加湿器'],
  ['category', 'Floor Care', 'Bodenpflege', 'Entretien des sols', 'Limpieza de suelos', 'Pulizia dei pavimenti', '地面清洁'],
  ['category', 'Cordless Vacuums', 'Akku-Staubsauger', 'Aspirateurs sans fil', 'Aspiradoras sin cable', 'Aspirapolvere senza filo', '无线吸尘器'],
  ['category', 'Robot Vacuums', 'Saugroboter', 'Aspirateurs robots', 'Robots aspiradores', 'Robot aspirapolvere', '扫地机器人'],
  ['category', 'Upright Vacuums', 'Bodenstaubsauger', 'Aspirateurs balais', 'Aspiradoras verticales', 'Scope elettriche', '立式吸尘器'],
  ['category', 'Garment Care', 'Wäschepflege', 'Soin du linge', 'Cuidado de la ropa', 'Cura dei capi', '衣物护理'],
  ['category', 'Handheld Steamers', 'Handdampfglätter', 'Défroisseurs à main', 'Vaporizadores de mano', 'Stiratrici verticali', '手持挂烫机'],
  ['category', 'Irons', 'Bügeleisen', 'Fers à repasser', 'Planchas', 'Ferri da stiro', '电熨斗'],
  ['category', 'Steam Generators', 'Dampfbügelstationen', 'Centrales vapeur', 'Centros de planchado', 'Ferri con caldaia', '蒸汽发生器熨斗'],
  ['category', 'Kitchen', 'Küche', 'Cuisine', 'Cocina', 'Cucina', '厨房'],
  ['category', 'Air Fryers', 'Heißluftfritteusen', 'Friteuses à air', 'Freidoras de aire', 'Friggitrici ad aria', '空气炸锅'],
  ['category', 'Blenders', 'Standmixer', 'Blenders', 'Batidoras de vaso', 'Frullatori', '搅拌机'],
  ['category', 'Coffee Machines', 'Kaffeemaschinen', 'Machines à café', 'Cafeteras', 'Macchine da caffè', '咖啡机'],
  ['category', 'Food Processors', 'Küchenmaschinen', 'Robots culinaires', 'Procesadores de alimentos', 'Robot da cucina', '食物料理机'],
  ['category', 'Kettles', 'Wasserkocher', 'Bouilloires', 'Hervidores', 'Bollitori', '电水壶'],
  ['category', 'Toasters', 'Toaster', 'Grille-pain', 'Tostadoras', 'Tostapane', '烤面包机'],
  ['category', 'Personal Care', 'Körperpflege', 'Soins personnels', 'Cuidado personal', 'Cura della persona', '个人护理'],
  ['category', 'Electric Shavers', 'Elektrorasierer', 'Rasoirs électriques', 'Afeitadoras eléctricas', 'Rasoi elettrici', '电动剃须刀'],
  ['category', 'Hair Dryers', 'Haartrockner', 'Sèche-cheveux', 'Secadores de pelo', 'Asciugacapelli', '吹风机'],
  ['category', 'Hair Straighteners', 'Glätteisen', 'Lisseurs', 'Planchas de pelo', 'Piastre per capelli', '直发器'],
  ['category', 'Trimmers', 'Trimmer', 'Tondeuses', 'Recortadoras', 'Regolabarba', '修剪器'],

  // Colours (Luma apparel and gear, Spree home goods).
  ['color', 'Black', 'Schwarz', 'Noir', 'Negro', 'Nero', '黑色'],
  ['color', 'Blue', 'Blau', 'Bleu', 'Azul', 'Blu', '蓝色'],
  ['color', 'Brown', 'Braun', 'Marron', 'Marrón', 'Marrone', '棕色'],
  ['color', 'Gray', 'Grau', 'Gris', 'Gris', 'Grigio', '灰色'],
  ['color', 'Grey', 'Grau', 'Gris', 'Gris', 'Grigio', '灰色'],
  ['color', 'Green', 'Grün', 'Vert', 'Verde', 'Verde', '绿色'],
  ['color', 'Lavender', 'Lavendel', 'Lavande', 'Lavanda', 'Lavanda', '薰衣草紫'],
  ['color', 'Orange', 'Orange', 'Orange', 'Naranja', 'Arancione', '橙色'],
  ['color', 'Purple', 'Lila', 'Violet', 'Morado', 'Viola', '紫色'],
  ['color', 'Red', 'Rot', 'Rouge', 'Rojo', 'Rosso', '红色'],
  ['color', 'White', 'Weiß', 'Blanc', 'Blanco', 'Bianco', '白色'],
  ['color', 'Yellow', 'Gelb', 'Jaune', 'Amarillo', 'Giallo', '黄色'],
  ['color', 'Pink', 'Rosa', 'Rose', 'Rosa', 'Rosa', '粉色'],
  ['color', 'Mint', 'Mint', 'Menthe', 'Menta', 'Menta', '薄荷绿'],
  ['color', 'Multi', 'Mehrfarbig', 'Multicolore', 'Multicolor', 'Multicolore', '多色'],
  ['color', 'Silver', 'Silber', 'Argent', 'Plata', 'Argento', '银色'],
  ['color', 'Chrome', 'Chrom', 'Chromé', 'Cromado', 'Cromato', '镀铬色'],
  ['color', 'Graphite', 'Graphit', 'Graphite', 'Grafito', 'Grafite', '石墨灰'],
  ['color', 'Gunmetal', 'Anthrazitmetallic', 'Gris acier', 'Gris metalizado', 'Canna di fucile', '枪灰色'],
  ['color', 'Rose Gold', 'Roségold', 'Or rose', 'Oro rosa', 'Oro rosa', '玫瑰金'],
  ['color', 'Stainless Steel', 'Edelstahl', 'Inox', 'Acero inoxidable', 'Acciaio inox', '不锈钢色'],
  ['color', 'Matte Black', 'Mattschwarz', 'Noir mat', 'Negro mate', 'Nero opaco', '哑光黑'],
  ['color', 'Dark Blue', 'Dunkelblau', 'Bleu foncé', 'Azul oscuro', 'Blu scuro', '深蓝色'],
  ['color', 'Dark Grey', 'Dunkelgrau', 'Gris foncé', 'Gris oscuro', 'Grigio scuro', '深灰色'],
  ['color', 'Steel Grey', 'Stahlgrau', 'Gris acier', 'Gris acero', 'Grigio acciaio', '钢灰色'],
  ['color', 'Black and Blue', 'Schwarz-Blau', 'Noir et bleu', 'Negro y azul', 'Nero e blu', '黑蓝配色'],
  ['color', 'Black and Red', 'Schwarz-Rot', 'Noir et rouge', 'Negro y rojo', 'Nero e rosso', '黑红配色'],
  ['color', 'Blue and White', 'Blau-Weiß', 'Bleu et blanc', 'Azul y blanco', 'Blu e bianco', '蓝白配色'],
  ['color', 'Grey and White', 'Grau-Weiß', 'Gris et blanc', 'Gris y blanco', 'Grigio e bianco', '灰白配色'],
  ['color', 'White and Grey', 'Weiß-Grau', 'Blanc et gris', 'Blanco y gris', 'Bianco e grigio', '白灰配色'],
  ['color', 'Purple and White', 'Lila-Weiß', 'Violet et blanc', 'Morado y blanco', 'Viola e bianco', '紫白配色'],

  // Fits (secondary slice) and the sizes that are words.
  ['fit', 'Regular', 'Normal', 'Standard', 'Normal', 'Regular', '标准版型'],
  ['fit', 'Petite', 'Kurzgröße', 'Petite', 'Petite', 'Petite', '娇小版型'],
  ['fit', 'Tall', 'Langgröße', 'Grande taille', 'Tallas largas', 'Taglie lunghe', '加长版型'],
  ['size', 'One Size', 'Einheitsgröße', 'Taille unique', 'Talla única', 'Taglia unica', '均码'],
  ['size', '6 foot', '1,8 m', '1,8 m', '1,8 m', '1,8 m', '1.8米'],
  ['size', '8 foot', '2,4 m', '2,4 m', '2,4 m', '2,4 m', '2.4米'],
  ['size', '10 foot', '3 m', '3 m', '3 m', '3 m', '3米'],
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
