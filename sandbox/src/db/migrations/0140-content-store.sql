-- The content store (shopping.md §7 "Content"; shell-and-account.md §3 banner entries; decision 0300):
-- one entry per site, language, content type and slug, its fields as the content provider gives them
-- (linked entries resolved inline, as with include). updated_at moves when a test changes an entry.
create table content_store_entry (
  site_id text not null,
  language text not null,
  content_type text not null,
  slug text not null,
  entry_id text not null,
  fields jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (site_id, language, content_type, slug)
);
