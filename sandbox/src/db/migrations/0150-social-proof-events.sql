-- Social proof (shopping.md §3 "Personalization and analytics", §7 "Content and personalization";
-- decision 0320): product views and add-to-carts recorded by the storefront, counted per product
-- within a lookback window by GET /slipstream/api/social/v0.

create table social_event (
  event_id    bigserial primary key,
  site_id     text not null,
  product_id  text not null references product (product_id) on delete cascade,
  kind        text not null check (kind in ('VIEW', 'ADD_TO_CART')),
  visitor_id  text not null,
  occurred_at timestamptz not null
);
create index social_event_lookup_idx on social_event (site_id, product_id, occurred_at);
