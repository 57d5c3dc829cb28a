-- Bundles and their parts, wishlists (the hearts), back-in-stock requests (decisions 0220-0223).

create table bundle_part (
  bundle_id       text not null references product (product_id) on delete cascade,
  position        int  not null,
  title           text not null,
  part_product_id text not null references product (product_id) on delete cascade,
  -- SKUs of the part product the bundle offers (the bundle option's choices)
  sku_ids         jsonb not null,
  quantity        int  not null check (quantity > 0),
  primary key (bundle_id, position)
);
create index bundle_part_part_idx on bundle_part (part_product_id);

create table wishlist (
  wishlist_id  text primary key,
  principal_id text not null references principal (principal_id) on delete cascade,
  site_id      text not null,
  name         text not null,
  created_at   timestamptz not null,
  unique (principal_id, site_id)
);

create table wishlist_item (
  item_id     text primary key,
  wishlist_id text not null references wishlist (wishlist_id) on delete cascade,
  product_id  text not null references product (product_id) on delete cascade,
  sku_id      text references sku (sku_id) on delete cascade,
  quantity    int  not null check (quantity > 0),
  added_at    timestamptz not null,
  unique (wishlist_id, product_id)
);

create table back_in_stock_request (
  request_id   text primary key,
  site_id      text not null,
  product_id   text not null references product (product_id) on delete cascade,
  sku_id       text not null references sku (sku_id) on delete cascade,
  style_number text not null,
  pool_id      text not null,
  email        text not null,
  created_at   timestamptz not null,
  notified_at  timestamptz,
  unique (site_id, sku_id, pool_id, email)
);

-- The cart threshold banner entry per site (content, shell-and-account.md §3); thresholds in major units.
create table cart_threshold_banner (
  site_id                text not null,
  language               text not null,
  slug                   text not null,
  min_threshold          numeric not null,
  max_threshold          numeric not null,
  in_range_pre_headline  text not null,
  in_range_headline      text not null,
  threshold_met_headline text not null,
  in_range_ctas          jsonb not null,
  primary key (site_id, language)
);
