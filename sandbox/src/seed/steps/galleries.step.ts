import type { Db } from '../../db/db.js';
import { GALLERY_LANGUAGES, GALLERY_SEEDS, galleryAltText, galleryCaption } from '../galleries.data.js';

/** Where a seed step logs its line (the seed's SeedLog). */
type SeedLog = (line: string) => void;

interface LookRow {
  readonly style_id: string;
  readonly sub_brand: string | null;
  /** The anchor's colourways with a photo, its default colour first: code, English name, main photo. */
  readonly colours: { code: string; name: string; image: { url: string; width: number; height: number } }[] | null;
  readonly pieces: { product_id: string; display_name: string }[];
}

/** One planned gallery item: a look in one of its anchor's colourways. */
export interface PlannedGalleryItem {
  readonly look: LookRow;
  readonly colour: NonNullable<LookRow['colours']>[number];
}

/**
 * The items of a gallery (decision 0406), pure: round one takes every look's first colourway (its
 * default colour) in look order, round two every look's second, and so on, so a page shows
 * different looks before the same look in another colour; at most `max` items.
 */
export function planGalleryItems(looks: readonly LookRow[], max: number): PlannedGalleryItem[] {
  const items: PlannedGalleryItem[] = [];
  const rounds = Math.max(0, ...looks.map((l) => l.colours?.length ?? 0));
  for (let round = 0; round < rounds; round += 1) {
    for (const look of looks) {
      const colour = look.colours?.[round];
      if (colour && items.length < max) items.push({ look, colour });
    }
  }
  return items;
}

/**
 * Seed step (decision 0406): the galleries of GALLERY_SEEDS, made of the style looks (decision
 * 0270, seeded before) of two or more pieces: one item per look and colourway of its anchor
 * ({@link planGalleryItems} order), id '{look id}-{colour code}', with the anchor's main photo in
 * that colour (Luma's photo, intrinsic size), an alt text and caption per language
 * (galleries.data.ts; colour names from the catalogue's translation table), and the look's pieces
 * as the products it shows. A gallery takes the looks whose anchor has its sub-brand (every look
 * for null), up to its maxItems. `now` (epoch ms) stamps updated_at.
 * Returns the number of items written. Deterministic for a given catalogue.
 */
export async function seedGalleries(db: Db, log: SeedLog, now: number): Promise<number> {
  const looks = await db.query<LookRow>(
    `select l.style_id, p.sub_brand,
            (select json_agg(json_build_object('code', c.color_code, 'name', c.display_name, 'image', c.images -> 0) order by (c.color_code = p.default_color_code) desc, c.position)
               from product_color c where c.product_id = p.product_id and jsonb_array_length(c.images) > 0) as colours,
            (select json_agg(json_build_object('product_id', q.product_id, 'display_name', q.display_name) order by s.position)
               from style_look_piece s join product q on q.product_id = s.product_id where s.style_id = l.style_id) as pieces
       from style_look l
       join product p on p.product_id = l.anchor_product_id
      order by l.position`,
  );
  const colourTexts = await db.query<{ source: string; language: string; text: string }>("select source, language, text from catalog_text where kind = 'color'");
  const colourIn = (colour: string, language: string) => colourTexts.find((t) => t.source === colour && t.language === language)?.text ?? colour;
  let written = 0;
  for (const [position, gallery] of GALLERY_SEEDS.entries()) {
    const key = [gallery.brandId, gallery.galleryId];
    await db.query('insert into gallery (brand_id, gallery_id, position, updated_at) values ($1, $2, $3, $4)', [...key, position, new Date(now).toISOString()]);
    for (const language of GALLERY_LANGUAGES) {
      const text = gallery.texts[language];
      await db.query('insert into gallery_text (brand_id, gallery_id, language, title, description) values ($1, $2, $3, $4, $5)', [...key, language, text.title, text.description]);
    }
    const eligible = looks.filter((look) => look.pieces.length > 1 && (gallery.subBrand === null || look.sub_brand === gallery.subBrand));
    for (const [i, { look, colour }] of planGalleryItems(eligible, gallery.maxItems).entries()) {
      const itemId = `${look.style_id}-${colour.code.toLowerCase()}`;
      const { url, width, height } = colour.image;
      await db.query('insert into gallery_item (brand_id, gallery_id, item_id, position, image) values ($1, $2, $3, $4, $5)', [...key, itemId, i + 1, JSON.stringify({ url, width, height })]);
      const [anchor, ...others] = look.pieces;
      for (const language of GALLERY_LANGUAGES) {
        await db.query('insert into gallery_item_text (brand_id, gallery_id, item_id, language, alt_text, caption) values ($1, $2, $3, $4, $5, $6)', [
          ...key,
          itemId,
          language,
          galleryAltText(language, anchor!.display_name, colourIn(colour.name, language)),
          galleryCaption(language, anchor!.display_name, others.map((p) => p.display_name)),
        ]);
      }
      for (const [j, piece] of look.pieces.entries()) {
        await db.query('insert into gallery_item_product (brand_id, gallery_id, item_id, position, product_id) values ($1, $2, $3, $4, $5)', [...key, itemId, j + 1, piece.product_id]);
      }
      written += 1;
    }
  }
  log(`  Galleries: ${GALLERY_SEEDS.length} with ${written} items from the style looks and Luma's photos (decision 0406)`);
  return written;
}
