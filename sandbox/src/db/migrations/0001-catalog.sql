-- Catalogue: navigation tree, products, colours (primary slice), fits (secondary slice), SKUs,
-- prices per currency (minor units), inventory per pool, reviews. Written only by the seed.

create table category (
  category_id      text primary key,
  slug             text not null unique,
  item_id          text not null unique,
  parent_id        text references category (category_id) on delete cascade,
  display_name     text not null,
  type_code        text not null,
  nest_level       int  not null,
  position         int  not null,
  -- brand families ('an', 'fp') whose navigation shows this item (already narrowed by its ancestors)
  brands           text[] not null,
  url              text,
  target           text,
  tertiary_display int
);
create index category_parent_idx on category (parent_id, position);

create table product (
  product_id               text primary key,
  slug                     text not null unique,
  style_number             text not null,
  source                   text not null,
  brand                    text not null,
  sub_brand                text,
  display_name             text not null,
  description              text not null,
  product_type             text not null,
  default_color_code       text,
  default_size_type        text,
  merchandise_class        text,
  attribution_product_type text,
  preorder_flag            boolean not null,
  display_sold_out         boolean not null,
  web_exclusive            boolean not null,
  is_petite                boolean not null,
  highlights               jsonb not null,
  promotion_labels         jsonb not null,
  badges                   jsonb not null,
  parent_category_id       text references category (category_id),
  size_and_fit             text,
  dimensions               text,
  position                 int not null,
  last_modified            timestamptz not null
);

create table product_translation (
  product_id   text not null references product (product_id) on delete cascade,
  language     text not null,
  display_name text not null,
  description  text not null,
  primary key (product_id, language)
);

create table product_category (
  product_id  text not null references product (product_id) on delete cascade,
  category_id text not null references category (category_id) on delete cascade,
  primary key (product_id, category_id)
);
create index product_category_category_idx on product_category (category_id);

create table product_color (
  product_id   text not null references product (product_id) on delete cascade,
  color_code   text not null,
  display_name text not null,
  position     int  not null,
  swatch_url   text,
  images       jsonb not null,
  primary key (product_id, color_code)
);

create table product_fit (
  product_id   text not null references product (product_id) on delete cascade,
  fit_code     text not null,
  display_name text not null,
  position     int  not null,
  primary key (product_id, fit_code)
);

create table sku (
  sku_id                    text primary key,
  product_id                text not null references product (product_id) on delete cascade,
  color_code                text not null,
  size_id                   text not null,
  size_name                 text not null,
  fit_code                  text,
  position                  int  not null,
  available_status          text not null,
  is_drop_ship              boolean not null,
  is_flat_rate              boolean not null,
  ship_restriction          text,
  logistic_class            text,
  restock_fee_code          text,
  collection_point_eligible boolean not null,
  back_in_stock_eligible    boolean not null
);
create index sku_product_idx on sku (product_id, position);

create table sku_price (
  sku_id     text not null references sku (sku_id) on delete cascade,
  currency   text not null,
  list_minor int  not null check (list_minor >= 0),
  sale_minor int  not null check (sale_minor >= 0 and sale_minor <= list_minor),
  primary key (sku_id, currency)
);

create table sku_inventory (
  sku_id      text not null references sku (sku_id) on delete cascade,
  pool_id     text not null,
  stock_level int  not null check (stock_level >= 0),
  backorder   int  not null check (backorder >= 0),
  primary key (sku_id, pool_id)
);

create table review (
  review_id  int  primary key,
  product_id text not null references product (product_id) on delete cascade,
  rating     int  not null check (rating between 1 and 5),
  title      text not null,
  body       text not null,
  reviewer   text not null
);
create index review_product_idx on review (product_id);

create table product_review_summary (
  product_id     text primary key references product (product_id) on delete cascade,
  review_count   int not null,
  average_rating double precision not null
);

create table seed_info (
  key   text primary key,
  value text not null
);
