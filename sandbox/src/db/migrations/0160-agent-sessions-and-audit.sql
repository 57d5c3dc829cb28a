-- Call-centre agent tools (shell-and-account.md §1, §6; decisions 0370-0372): the customer an
-- agent's token acts for (its cart calls then read and write that customer's cart), and the audit
-- log of every agent action (search, start, end, cart writes and orders while acting).

alter table auth_token add column acting_for_profile_id text references customer (profile_id) on delete set null;
alter table auth_token add column acting_since timestamptz;

create table agent_audit (
  entry_id    bigserial primary key,
  agent_id    text not null references customer (profile_id) on delete cascade,
  -- the customer acted for, null for a search
  customer_id text references customer (profile_id) on delete set null,
  -- CUSTOMER_SEARCH | SESSION_START | SESSION_END | CART_WRITE | ORDER_PLACED | CHECKOUT_WRITE
  action      text not null,
  details     jsonb not null default '{}'::jsonb,
  occurred_at timestamptz not null
);
create index agent_audit_agent_idx on agent_audit (agent_id, entry_id desc);
