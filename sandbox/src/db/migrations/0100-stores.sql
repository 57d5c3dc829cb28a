-- Stores, their stock and curbside check-ins (shopping.md §3 "Store", §7 "Stores"; decisions 0240-0243).
-- A store's stock is kept in sku_inventory under the store's own pool (`STORE_<storeNumber>`), so a
-- BOPIS cart line is a line whose pool_id is a store pool and every stock rule applies unchanged.

create table store (
  store_number  text primary key,
  brand_id      text not null,
  name          text not null,
  -- { addressLine1, city, region, postalCode, country, phone }
  address       jsonb not null,
  lat           double precision not null,
  lng           double precision not null,
  time_zone     text not null,
  -- [{ day, open, close }], day 0 = Monday
  hours         jsonb not null,
  pickup        boolean not null,
  curbside      boolean not null,
  ready_within_hours int not null,
  pool_id       text not null unique,
  position      int not null
);
create index store_brand_idx on store (brand_id);

-- A curbside check-in: the customer says they have arrived for a pickup order (decision 0243).
create table pickup_arrival (
  order_number         text primary key references customer_order (order_number) on delete cascade,
  store_number         text not null references store (store_number),
  vehicle_description  text not null,
  arrived_at           timestamptz not null
);
