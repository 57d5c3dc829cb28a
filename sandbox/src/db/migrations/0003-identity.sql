-- Identity and profile (docs/auth-api.md, docs/identity.md, decisions 0070-0075): customers and
-- call-centre agents with argon2id password hashes, their addresses, preferences, failed sign-in
-- attempts (lock-out), password-reset links (stored as SHA-256 hashes) and the test mailbox.

create table customer (
  profile_id        text primary key,
  -- lower-cased, trimmed
  email             text not null unique,
  -- PHC string: $argon2id$v=19$m=...,t=...,p=...$salt$hash
  password_hash     text not null,
  -- 'CUSTOMER' | 'CALL_CENTER'
  role              text not null,
  first_name        text not null,
  last_name         text not null,
  -- ISO date YYYY-MM-DD
  date_of_birth     text,
  gender            text,
  -- digits only (shell-and-account.md §5)
  phone             text,
  -- the rest of the profile fields of shell-and-account.md §3 (employee, membership, loyalty, ...)
  extra             jsonb not null default '{}'::jsonb,
  default_shipping_address_id text,
  default_payment_id          text,
  -- 'luma' | 'spree' | 'agent' | 'sign-up'
  source            text not null,
  locked_until      timestamptz,
  created_at        timestamptz not null,
  updated_at        timestamptz not null
);

create table customer_address (
  address_id  text primary key,
  profile_id  text not null references customer (profile_id) on delete cascade,
  position    int  not null,
  -- { address1, address2, city, country, name: { first, last }, phoneNumber, postalCode, region }
  address     jsonb not null,
  visible     boolean not null default true
);
create index customer_address_profile_idx on customer_address (profile_id, position);

create table customer_preferences (
  profile_id  text primary key references customer (profile_id) on delete cascade,
  -- { global: { language, country, currency, favoriteStores, profilePhoto, privacyOptOutLocations }, web: { interstitialDeclined } }
  preferences jsonb not null,
  created_at  timestamptz not null,
  updated_at  timestamptz not null
);

create table login_failure (
  profile_id  text not null references customer (profile_id) on delete cascade,
  failed_at   timestamptz not null
);
create index login_failure_profile_idx on login_failure (profile_id, failed_at);

create table password_reset (
  token_hash  text primary key,
  profile_id  text not null references customer (profile_id) on delete cascade,
  created_at  timestamptz not null,
  expires_at  timestamptz not null,
  used_at     timestamptz
);

create table mailbox_message (
  message_id  bigserial primary key,
  to_email    text not null,
  subject     text not null,
  body        text not null,
  -- the link the message carries (a reset link), or null
  link        text,
  sent_at     timestamptz not null
);
create index mailbox_message_to_idx on mailbox_message (to_email, message_id);

-- A customer token answers AUTHORIZED until this instant, REGISTERED after it (the step-up lapse).
alter table auth_token add column authorized_until timestamptz;
