-- Returns and claims of placed orders (shell-and-account.md §2 Returns, Claims; decision 0190).
-- Money in minor units of the order's currency; `lines` holds [{ lineId, quantity, reason?, displayName }].
create sequence return_number_seq start with 100;
create sequence claim_number_seq start with 100;

create table order_return (
  return_number        text primary key,
  order_number         text not null references customer_order (order_number) on delete cascade,
  site_id              text not null,
  customer_profile_id  text not null,
  created_at           timestamptz not null,
  -- { id, price (major), currencyCode }
  method               jsonb not null,
  lines                jsonb not null,
  refund_total_minor   int not null,
  currency             text not null,
  label                jsonb
);
create index order_return_order_idx on order_return (order_number);

create table order_claim (
  claim_number         text primary key,
  order_number         text not null references customer_order (order_number) on delete cascade,
  site_id              text not null,
  -- DAMAGED | MISSING_ITEM | WRONG_ITEM | NOT_RECEIVED
  claim_type           text not null,
  created_at           timestamptz not null,
  method               jsonb not null,
  resolution           text not null,
  description          text not null,
  lines                jsonb not null,
  label                jsonb
);
create index order_claim_order_idx on order_claim (order_number);
