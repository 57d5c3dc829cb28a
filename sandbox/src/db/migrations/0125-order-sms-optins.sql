-- SMS opt-ins of placed orders (shell-and-account.md §7 POST /order/v0/{siteId}/orders/{id}/sms-optins; decision 0266).
-- One row per order and phone number (digits only, with the country calling code); a repeat updates it.
create table order_sms_optin (
  opt_in_id       text primary key,
  order_number    text not null references customer_order (order_number) on delete cascade,
  site_id         text not null,
  phone_number    text not null,
  country         text not null,
  topics          jsonb not null,
  principal_id    text,
  consented_at    timestamptz not null,
  unique (order_number, phone_number)
);
