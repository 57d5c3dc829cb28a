-- Reviews on real data, brands, sellers, help pages and stale-path redirects (shopping.md §2, §3
-- "Review result", §7, §8; decisions 0210-0214). Written by the seed step storefront-depth.seed.ts;
-- review submissions add rows with status 'PENDING_MODERATION'.

-- Review details beyond the Luma columns of 0001: where it came from, the reviewer's tracked
-- profile attribute age (shopping.md §3), the recommended flag, positive feedback (helpfulness),
-- a submission time, photos and the moderation status. Only 'APPROVED' rows are served.
alter table review add column source            text not null default 'luma';
alter table review add column age               int;
alter table review add column is_recommended    boolean;
alter table review add column positive_feedback int not null default 0;
alter table review add column submitted_at      timestamptz not null default '2025-01-01T00:00:00Z';
alter table review add column photos            jsonb not null default '[]';
alter table review add column status            text not null default 'APPROVED';
create index review_product_time_idx on review (product_id, status, submitted_at desc, review_id desc);
create sequence review_submission_seq start 10000000;

-- Brands (the seed assigns Luma products a brand deterministically, decision 0212).
create table brand (
  slug         text primary key,
  display_name text not null,
  description  text not null,
  position     int  not null
);
create table product_brand (
  product_id text primary key references product (product_id) on delete cascade,
  brand_slug text not null references brand (slug) on delete cascade
);
create index product_brand_brand_idx on product_brand (brand_slug);

-- Marketplace sellers (sellerInfo.shopName; their products are isMarketPlace).
create table seller (
  slug        text primary key,
  shop_name   text not null,
  description text not null,
  position    int  not null
);
create table product_seller (
  product_id  text primary key references product (product_id) on delete cascade,
  seller_slug text not null references seller (slug) on delete cascade
);
create index product_seller_seller_idx on product_seller (seller_slug);

-- Content entries (help pages: markdown bodies) per language.
create table content_entry (
  content_type text not null,
  slug         text not null,
  language     text not null,
  title        text not null,
  body         text not null,
  primary key (content_type, slug, language)
);

-- Stale paths and where they moved (POST /catalog/v0/{siteId}/redirects/searches).
create table path_redirect (
  request_path  text primary key,
  redirect_path text not null,
  status_code   int  not null
);
