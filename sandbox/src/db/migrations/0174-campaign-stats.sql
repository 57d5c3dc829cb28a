-- Campaign statistics of the personalization provider (shopping.md §3 "Personalization and
-- analytics", shell-and-account.md §7 campaignStats; decision 0425): the impressions and clicks the
-- storefront reported for each campaign and experience of a site, summed over every dataset call.
-- Never written in staging (the client leaves the stats out there).
create table campaign_stat (
  site_id       text not null,
  campaign_id   text not null,
  experience_id text not null,
  impressions   int not null default 0 check (impressions >= 0),
  clicks        int not null default 0 check (clicks >= 0),
  updated_at    timestamptz not null,
  primary key (site_id, campaign_id, experience_id)
);
