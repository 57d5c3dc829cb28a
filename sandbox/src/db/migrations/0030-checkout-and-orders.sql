-- Checkout, payments and orders (docs/checkout-api.md, decisions 0100-0109). No card number is
-- ever stored: cards keep brand, last four, expiry, name and the sandbox's test outcome only.

-- PXP key pairs for client-side card encryption (decision 0106). A key is current until
-- `current_until`, accepted until `accepted_until` (a grace period after it is replaced).
create table payment_key (
  encryption_id   text primary key,
  public_pem      text not null,
  private_pem     text not null,
  created_at      timestamptz not null,
  current_until   timestamptz not null,
  accepted_until  timestamptz not null
);

-- Saved cards (shell-and-account.md §3 "Payment"). No foreign key to customer: the demo rows
-- below are written by this migration, before the seed writes the customers.
create table saved_payment (
  payment_id          text primary key,
  profile_id          text not null,
  position            int  not null,
  payment_type        text not null default 'CREDIT_CARD',
  visible             boolean not null default true,
  -- VISA, AMEX, DCI, JCB, DISC, MC, MSTRO, CUP
  card_type           text not null,
  last_four           text not null check (last_four ~ '^[0-9]{4}$'),
  expiration_month    int  not null check (expiration_month between 1 and 12),
  expiration_year     int  not null,
  name_on_card        text not null,
  -- an address-book entry (customer_address.address_id)
  billing_address_id  text,
  needs_verification  boolean not null,
  -- the sandbox's simulated issuer answer: APPROVE | DECLINE | INSUFFICIENT_FUNDS | SCA (decision 0107)
  test_outcome        text not null default 'APPROVE',
  created_at          timestamptz not null
);
create index saved_payment_profile_idx on saved_payment (profile_id, position);

-- Address-book nicknames (shell-and-account.md §3 "Payment" address.nickName).
alter table customer_address add column nick_name text;

-- Test gift cards (decision 0107): one balance per currency, minor units.
create table gift_card (
  card_number    text not null,
  pin            text not null,
  currency       text not null,
  balance_minor  int  not null check (balance_minor >= 0),
  primary key (card_number, currency)
);

-- One open checkout per principal and site (decision 0101). `payment` is the summary of
-- docs/checkout-api.md CheckoutPaymentDto plus the sandbox's outcome, never a card number.
create table checkout (
  checkout_id          text primary key,
  principal_id         text not null references principal (principal_id) on delete cascade,
  site_id              text not null,
  customer_profile_id  text not null,
  -- the agent's profile id when a CALL_CENTER session checks out for the customer
  agent_profile_id     text,
  status               text not null,
  shipping_address_id  text,
  shipping_address     jsonb,
  delivery_method_id   text,
  payment              jsonb,
  created_at           timestamptz not null,
  updated_at           timestamptz not null
);
create unique index checkout_open_idx on checkout (principal_id, site_id) where status = 'OPEN';

-- Redirect-method and 3-D Secure round trips (decision 0105).
create table payment_session (
  session_id    text primary key,
  checkout_id   text not null references checkout (checkout_id) on delete cascade,
  site_id       text not null,
  -- REDIRECT | SCA
  kind          text not null,
  payment_type  text not null,
  return_url    text not null,
  -- PENDING | APPROVED | DECLINED | CANCELLED
  status        text not null,
  created_at    timestamptz not null
);

create sequence order_number_seq start with 1000;

-- Placed orders (decision 0108). Money in minor units of `currency`.
create table customer_order (
  order_number            text primary key,
  site_id                 text not null,
  currency                text not null,
  customer_profile_id     text not null,
  customer_name           jsonb not null,
  placed_by_principal_id  text not null,
  agent_profile_id        text,
  idempotency_key         text not null,
  placed_at               timestamptz not null,
  on_hold                 boolean not null default false,
  shipping_address        jsonb not null,
  billing_address         jsonb,
  delivery_method         jsonb not null,
  payment                 jsonb not null,
  subtotal_minor          int not null,
  shipping_minor          int not null,
  tax_minor               int not null,
  total_minor             int not null,
  unique (placed_by_principal_id, idempotency_key)
);
create index customer_order_customer_idx on customer_order (customer_profile_id, placed_at desc);
create index customer_order_agent_idx on customer_order (agent_profile_id, placed_at desc);

create table order_line (
  order_number      text not null references customer_order (order_number) on delete cascade,
  line_id           text not null,
  position          int  not null,
  product_id        text not null,
  product_slug      text not null,
  sku_id            text not null,
  pool_id           text not null,
  display_name      text not null,
  color_name        text not null,
  size_name         text not null,
  fit_name          text,
  quantity          int  not null check (quantity > 0),
  unit_price_minor  int  not null,
  line_total_minor  int  not null,
  image             jsonb,
  primary key (order_number, line_id)
);

-- Parcels of an order, planned at placement (decision 0109); events are derived at read time.
create table order_shipment (
  tracking_number     text primary key,
  order_number        text not null references customer_order (order_number) on delete cascade,
  position            int  not null,
  carrier             text not null,
  lines               jsonb not null,
  estimated_delivery  text not null
);
create index order_shipment_order_idx on order_shipment (order_number, position);

-- Demo data (decision 0107). Test gift cards hold their balance in every currency.
insert into gift_card (card_number, pin, currency, balance_minor)
select n.card_number, '1234', c.currency, n.balance_minor
  from (values ('6006491000000001', 50000), ('6006491000000002', 1000), ('6006491000000003', 0)) as n(card_number, balance_minor)
 cross join (values ('USD'), ('GBP'), ('CAD'), ('EUR')) as c(currency);

-- Saved cards of two demo customers. Profile and address ids are the seed's
-- ('cust-' / 'addr-' + the first 12 hex of SHA-256 of the e-mail, resp. e-mail || ':1').
insert into saved_payment (payment_id, profile_id, position, card_type, last_four, expiration_month, expiration_year, name_on_card, billing_address_id, needs_verification, test_outcome, created_at)
select 'pay-' || left(encode(sha256(convert_to(d.email || ':' || k.n, 'UTF8')), 'hex'), 12),
       'cust-' || left(encode(sha256(convert_to(d.email, 'UTF8')), 'hex'), 12),
       k.n, k.card_type, k.last_four, k.month, k.year, d.name,
       'addr-' || left(encode(sha256(convert_to(d.email || ':1', 'UTF8')), 'hex'), 12),
       k.needs_verification, 'APPROVE', timestamptz '2025-01-01T00:00:00Z'
  from (values ('roni_cost@example.com', 'Veronica Costello'), ('sarah.johnson@example.com', 'Sarah Johnson')) as d(email, name)
 cross join (values (0, 'VISA', '1111', 4, 2031, false), (1, 'MC', '4444', 3, 2024, false), (2, 'AMEX', '0005', 9, 2030, true)) as k(n, card_type, last_four, month, year, needs_verification);
