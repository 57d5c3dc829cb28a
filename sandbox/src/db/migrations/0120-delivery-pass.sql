-- The delivery pass (shell-and-account.md §2 delivery-pass routes, §6 delivery-pass members;
-- shopping.md §3 deliveryPassMembership.billingCountries; decision 0261). One pass per profile.
create table delivery_pass (
  profile_id       text primary key references customer (profile_id) on delete cascade,
  pass_id          text not null unique,
  site_id          text not null,
  -- 'ACTIVE'
  status           text not null,
  billing_country  text not null,
  -- Yearly fee in minor currency units and its currency, as offered when the customer enrolled.
  fee_amount       integer not null,
  fee_currency     text not null,
  started_at       timestamptz not null,
  renews_at        timestamptz not null
);
