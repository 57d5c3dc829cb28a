-- Catalogue version (decision 0250): one counter that every write to what a catalogue read shows
-- (stock, prices, products, colours, SKUs, categories, translations) moves on, so the read cache in
-- front of the database can tell a cached answer is stale with one tiny query.
create table catalog_version (
  id      int primary key default 1 check (id = 1),
  version bigint not null default 0
);
insert into catalog_version (id, version) values (1, 0);

create function bump_catalog_version() returns trigger language plpgsql as $$
begin
  update catalog_version set version = version + 1 where id = 1;
  return null;
end
$$;

create trigger sku_inventory_version after insert or update or delete on sku_inventory for each statement execute function bump_catalog_version();
create trigger sku_price_version after insert or update or delete on sku_price for each statement execute function bump_catalog_version();
create trigger sku_version after insert or update or delete on sku for each statement execute function bump_catalog_version();
create trigger product_version after insert or update or delete on product for each statement execute function bump_catalog_version();
create trigger product_color_version after insert or update or delete on product_color for each statement execute function bump_catalog_version();
create trigger product_fit_version after insert or update or delete on product_fit for each statement execute function bump_catalog_version();
create trigger product_category_version after insert or update or delete on product_category for each statement execute function bump_catalog_version();
create trigger product_translation_version after insert or update or delete on product_translation for each statement execute function bump_catalog_version();
create trigger category_version after insert or update or delete on category for each statement execute function bump_catalog_version();
create trigger product_review_summary_version after insert or update or delete on product_review_summary for each statement execute function bump_catalog_version();

-- Accent- and case-insensitive search (decision 0251): the embedded database has no `unaccent`, so
-- both engines fold text with this immutable function; sandbox/src/catalog/search-fold.ts folds the
-- query with the same two character lists (a test holds them equal).
create function search_fold(input text) returns text language sql immutable strict parallel safe as $$
  select translate(lower(input),
    'àáâãäåāăąçćčďđèéêëēėęěìíîïīįıłñńňòóôõöøōőŕřśšşșťțùúûüūůűųýÿźżžæœÀÁÂÃÄÅĀĂĄÇĆČĎĐÈÉÊËĒĖĘĚÌÍÎÏĪĮIŁÑŃŇÒÓÔÕÖØŌŐŔŘŚŠŞȘŤȚÙÚÛÜŪŮŰŲÝŸŹŻŽÆŒ',
    'aaaaaaaaacccddeeeeeeeeiiiiiiilnnnoooooooorrssssttuuuuuuuuyyzzzaoaaaaaaaaacccddeeeeeeeeiiiiiiilnnnoooooooorrssssttuuuuuuuuyyzzzao')
$$;
