-- Galleries of the content service (shopping.md §7 "Content and personalization": GET
-- /content/v0/{brandId}/galleries/{galleryId}; §9 "Gallery limit 24"; decision 0406): curated image
-- galleries per brand family ('an', 'fp'), written by the seed from the style looks (0130) and the
-- Luma product photos. An item is one photo with its alt text and caption per language and the
-- catalogue products it shows, in curated order (sort ORDER = position).
create table gallery (
  brand_id   text not null,
  gallery_id text not null,
  position   int not null,
  updated_at timestamptz not null,
  primary key (brand_id, gallery_id)
);

create table gallery_text (
  brand_id    text not null,
  gallery_id  text not null,
  language    text not null,
  title       text not null,
  description text not null,
  primary key (brand_id, gallery_id, language),
  foreign key (brand_id, gallery_id) references gallery (brand_id, gallery_id) on delete cascade
);

create table gallery_item (
  brand_id   text not null,
  gallery_id text not null,
  item_id    text not null,
  position   int not null,
  -- The photo in the image service without a width: { url, width, height } (px, intrinsic size).
  image      jsonb not null,
  primary key (brand_id, gallery_id, item_id),
  unique (brand_id, gallery_id, position),
  foreign key (brand_id, gallery_id) references gallery (brand_id, gallery_id) on delete cascade
);

create table gallery_item_text (
  brand_id   text not null,
  gallery_id text not null,
  item_id    text not null,
  language   text not null,
  alt_text   text not null,
  caption    text not null,
  primary key (brand_id, gallery_id, item_id, language),
  foreign key (brand_id, gallery_id, item_id) references gallery_item (brand_id, gallery_id, item_id) on delete cascade
);

create table gallery_item_product (
  brand_id   text not null,
  gallery_id text not null,
  item_id    text not null,
  position   int not null,
  product_id text not null references product (product_id) on delete cascade,
  primary key (brand_id, gallery_id, item_id, product_id),
  foreign key (brand_id, gallery_id, item_id) references gallery_item (brand_id, gallery_id, item_id) on delete cascade
);
