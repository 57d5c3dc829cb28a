-- Search documents (decision 0475): per brand family and answer language, each searchable
-- product's folded name and category-and-facet text, and their text-search vectors, written by the
-- seed (sandbox/src/seed/steps/search-index.step.ts) so that a keyword search no longer folds and
-- parses every description at query time. `doc_v` is the weighted whole: name A, categories and
-- facets B, description D.
create table search_doc (
  brand      text not null,
  language   text not null,
  product_id text not null references product (product_id) on delete cascade,
  position   integer not null,
  name       text not null,
  facets     text not null,
  name_v     tsvector not null,
  facets_v   tsvector not null,
  doc_v      tsvector not null,
  primary key (brand, language, product_id)
);

-- Search-as-you-type candidates (decision 0475): per brand family and answer language, every term
-- a searchable product carries (its name in the language, the names of its categories shown on the
-- brand and their ancestors, its facet words and colour names), folded for matching.
create table search_term (
  brand      text not null,
  language   text not null,
  product_id text not null references product (product_id) on delete cascade,
  term       text not null,
  folded     text not null
);
create index search_term_scope_idx on search_term (brand, language);
