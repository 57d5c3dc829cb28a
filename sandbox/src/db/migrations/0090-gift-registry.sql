-- Gift registries (shopping.md §3 "Registry", §7 "Registry"; decision 0230). Owners, the event and
-- the two shipping addresses are kept as the API sends them (snake_case JSON). `version` is the
-- optimistic lock: every write tests and increments it.
create table registry (
  registry_id                  text primary key,
  hid                          text not null unique,
  site_id                      text not null,
  version                      int  not null check (version >= 1),
  active                       boolean not null,
  -- [{ first_name, last_name, web_profile_id, email, primary, address }]
  owners                       jsonb not null,
  accept_gift_cards            boolean not null,
  -- { name, type, description, date (epoch seconds) }
  event                        jsonb not null,
  pre_event_shipping_address   jsonb,
  post_event_shipping_address  jsonb,
  brand                        text not null,
  channel                      text not null,
  created_at                   timestamptz not null,
  updated_at                   timestamptz not null
);
create index registry_site_idx on registry (site_id, active);

create table registry_item (
  registry_id         text not null references registry (registry_id) on delete cascade,
  sku_id              text not null references sku (sku_id) on delete cascade,
  product_id          text not null references product (product_id) on delete cascade,
  requested_quantity  int  not null check (requested_quantity >= 0),
  purchased_quantity  int  not null check (purchased_quantity >= 0),
  favorite            boolean not null,
  channel             text not null,
  position            int  not null,
  primary key (registry_id, sku_id)
);

create sequence registry_hid_seq start 100001;

-- A cart line bought for a registry (shopping.md §3 "Cart item" registry id): placing the order
-- adds its quantity to the item's purchased_quantity.
alter table cart_item add column registry_id text references registry (registry_id) on delete set null;
