-- Translated catalogue texts (decision 0255): category, colour, fit and size names by language,
-- from the committed table sandbox/src/seed/catalog-translations.ts. Reads fall back to the source
-- (English) text when a row is missing.
create table catalog_text (
  kind     text not null check (kind in ('category', 'color', 'fit', 'size')),
  source   text not null,
  language text not null,
  text     text not null,
  primary key (kind, source, language)
);

create trigger catalog_text_version after insert or update or delete on catalog_text for each statement execute function bump_catalog_version();

-- The text of `kind` `source` in `language`, or `source` itself when there is no translation.
create function catalog_text_in(kind_ text, source_ text, language_ text) returns text language sql stable as $$
  select coalesce((select t.text from catalog_text t where t.kind = kind_ and t.source = source_ and t.language = language_), source_)
$$;
