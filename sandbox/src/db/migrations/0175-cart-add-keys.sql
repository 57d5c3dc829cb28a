-- Idempotent adds to cart (decision 0451): the Idempotency-Key of every add a cart has taken, so
-- the offline cart queue's replay of an add that already arrived (its answer lost with the
-- connection) is answered with the cart as it is, and the units are not added twice. A refused add
-- keeps no key (its transaction rolls back): the same key may be tried again.
create table cart_add_key (
  cart_id         text not null references cart (cart_id) on delete cascade,
  idempotency_key text not null,
  created_at      timestamptz not null,
  primary key (cart_id, idempotency_key)
);
