-- One-time codes for credential changes (shell-and-account.md §7 POST /me/verifications, POST/PUT
-- /me/credentials/phonenumber, PUT /profile/v1/{siteId}/me/credentials/username; decision 0180):
-- a code is "sent" to the test mailbox (to the phone digits for SMS, to the address for e-mail),
-- kept as the SHA-256 of reference id and code, lives 10 minutes and allows 5 wrong attempts.

create table one_time_code (
  reference_id  text primary key,
  profile_id    text not null references customer (profile_id) on delete cascade,
  -- 'SMS' | 'EMAIL'
  channel       text not null,
  -- phone digits or lower-cased e-mail address the code was sent to
  target        text not null,
  code_hash     text not null,
  attempts      int  not null default 0,
  created_at    timestamptz not null,
  expires_at    timestamptz not null,
  used_at       timestamptz
);
create index one_time_code_profile_idx on one_time_code (profile_id, created_at);
