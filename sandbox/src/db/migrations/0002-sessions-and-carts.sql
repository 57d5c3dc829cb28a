-- Principals, opaque tokens (stored as SHA-256 hashes) and carts (decision 0011).

create table principal (
  principal_id text primary key,
  scope        text not null,
  profile_id   text,
  created_at   timestamptz not null
);

create table auth_token (
  token_hash   text primary key,
  principal_id text not null references principal (principal_id) on delete cascade,
  scope        text not null,
  site_id      text not null,
  created_at   timestamptz not null,
  expires_at   timestamptz not null
);
create index auth_token_principal_idx on auth_token (principal_id);

create table cart (
  cart_id      text primary key,
  principal_id text not null references principal (principal_id) on delete cascade,
  site_id      text not null,
  status       text not null,
  created_at   timestamptz not null,
  updated_at   timestamptz not null,
  unique (principal_id, site_id)
);

create table cart_item (
  item_id    text primary key,
  cart_id    text not null references cart (cart_id) on delete cascade,
  product_id text not null references product (product_id) on delete cascade,
  sku_id     text not null references sku (sku_id) on delete cascade,
  pool_id    text not null,
  quantity   int  not null check (quantity > 0),
  position   int  not null,
  unique (cart_id, sku_id, pool_id)
);
