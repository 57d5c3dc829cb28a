import { GALLERY_PAGE_LIMIT, type GalleryItemDto, type GalleryResponseDto } from '@vitrine/contract';
import { ApiError } from '../api/api-error.js';
import type { Db } from '../db/db.js';

/** What a gallery call asks for: the page (offset from 0, limit 1-24), whether only the summary, the sort (ORDER). */
export interface GalleryRequest {
  readonly brandId: string;
  readonly galleryId: string;
  /** ISO 639-1 languages to try in order (the request's); English is the fallback. */
  readonly languages: readonly string[];
  readonly summary: boolean;
  readonly offset: number;
  readonly limit: number;
}

interface GalleryRow {
  readonly language: string;
  readonly title: string;
  readonly description: string;
  readonly updated_at: Date | string;
  readonly total: number;
}

interface ItemRow {
  readonly item_id: string;
  readonly position: number;
  readonly image: { url: string; width: number; height: number };
  readonly alt_text: string;
  readonly caption: string;
  readonly products: GalleryItemDto['products'];
}

/**
 * One gallery of a brand family (GET /content/v0/{brandId}/galleries/{galleryId}; shopping.md §7,
 * §9 "Gallery limit 24"; decision 0406): its texts in the first of `languages` it is written in
 * (else English), its total, and — unless `summary` — the items at positions offset+1 to
 * offset+limit in curated order (sort ORDER), each with its photo, alt text, caption and products
 * (id, slug, name in that language where the catalogue translates it) in their order. `limit` is
 * capped at 24. Three queries. Throws 404 NOT_FOUND 'Contentful entry not found: {galleryId}' for
 * a gallery the brand does not have (shopping.md §8).
 */
export async function gallery(db: Db, request: GalleryRequest): Promise<GalleryResponseDto> {
  const [head] = await db.query<GalleryRow>(
    `select t.language, t.title, t.description, g.updated_at,
            (select count(*)::int from gallery_item i where i.brand_id = g.brand_id and i.gallery_id = g.gallery_id) as total
       from gallery g
       join gallery_text t on t.brand_id = g.brand_id and t.gallery_id = g.gallery_id
      where g.brand_id = $1 and g.gallery_id = $2 and t.language = any($3::text[])
      order by array_position($3::text[], t.language)
      limit 1`,
    [request.brandId, request.galleryId, [...request.languages, 'en']],
  );
  if (!head) throw new ApiError(404, 'NOT_FOUND', `Contentful entry not found: ${request.galleryId}`, { brandId: request.brandId, galleryId: request.galleryId });
  const limit = Math.min(request.limit, GALLERY_PAGE_LIMIT);
  const rows = request.summary
    ? []
    : await db.query<ItemRow>(
        `select i.item_id, i.position, i.image, x.alt_text, x.caption,
                (select json_agg(json_build_object('productId', p.product_id, 'slug', p.slug, 'displayName', coalesce(pt.display_name, p.display_name)) order by gp.position)
                   from gallery_item_product gp
                   join product p on p.product_id = gp.product_id
                   left join product_translation pt on pt.product_id = p.product_id and pt.language = $3
                  where gp.brand_id = i.brand_id and gp.gallery_id = i.gallery_id and gp.item_id = i.item_id) as products
           from gallery_item i
           join gallery_item_text x on x.brand_id = i.brand_id and x.gallery_id = i.gallery_id and x.item_id = i.item_id and x.language = $3
          where i.brand_id = $1 and i.gallery_id = $2
          order by i.position
          offset $4 limit $5`,
        [request.brandId, request.galleryId, head.language, request.offset, limit],
      );
  return {
    galleryId: request.galleryId,
    brandId: request.brandId,
    language: head.language,
    title: head.title,
    description: head.description,
    updatedAt: new Date(head.updated_at).toISOString(),
    total: head.total,
    offset: request.offset,
    limit,
    sort: 'ORDER',
    items: rows.map((r) => ({ itemId: r.item_id, position: r.position, image: { ...r.image, alt: r.alt_text }, caption: r.caption, products: r.products ?? [] })),
  };
}
