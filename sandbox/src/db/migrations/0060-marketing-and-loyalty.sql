-- Marketing sign-ups, contact forms and the loyalty programme (shell-and-account.md §3, §5, §7;
-- shopping.md §5; decisions 0201-0204).

-- Everything a shopper sent that the sandbox keeps: marketing subscriptions, contact-us messages,
-- catalog requests, generic email forms, loyalty browse events and giveaway entries.
create table marketing_submission (
  submission_id bigserial primary key,
  -- 'marketing-subscription' | 'contact-us' | 'catalog-request' | 'email-form' | 'loyalty-browse-event' | 'loyalty-campaign-event'
  kind          text not null,
  site_id       text not null,
  principal_id  text,
  profile_id    text,
  body          jsonb not null,
  received_at   timestamptz not null
);
create index marketing_submission_kind_idx on marketing_submission (kind, submission_id);

-- A member's loyalty account; `tier_floor` is the tier granted whatever the year's points (seeded VIPs).
create table loyalty_account (
  profile_id   text primary key references customer (profile_id) on delete cascade,
  loyalty_id   text not null unique,
  tier_floor   text not null,
  enrolled_at  timestamptz not null
);

-- Points booked to the account (purchases are read from customer_order, see loyalty-service.ts).
create table loyalty_ledger (
  entry_id     bigserial primary key,
  profile_id   text not null references loyalty_account (profile_id) on delete cascade,
  -- 'ENROLMENT' | 'BONUS' | 'REDEMPTION' | 'OPENING_BALANCE'
  kind         text not null,
  points       int  not null,
  description  text not null,
  occurred_at  timestamptz not null
);
create index loyalty_ledger_profile_idx on loyalty_ledger (profile_id, occurred_at desc);

create table loyalty_reward (
  award_no          text primary key,
  profile_id        text not null references loyalty_account (profile_id) on delete cascade,
  award_create_date text not null,
  award_start_date  text not null,
  award_exp_date    text not null,
  status_code       text not null,
  status_desc       text not null,
  campaign_name     text not null,
  promo_code        text not null,
  promo_desc        text not null,
  promo_long_desc   text not null
);
create index loyalty_reward_profile_idx on loyalty_reward (profile_id, award_create_date desc);

-- One giveaway entry per member and campaign.
create table loyalty_campaign_entry (
  campaign_id  text not null,
  profile_id   text not null references loyalty_account (profile_id) on delete cascade,
  site_id      text not null,
  entered_at   timestamptz not null,
  primary key (campaign_id, profile_id)
);
