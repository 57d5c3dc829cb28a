-- Product links (shopping.md §3 "Personalization and analytics" recTrays; decision 0400): Luma's
-- related, up-sell and cross-sell links, resolved by the seed to catalogue products. The
-- recommendation trays rank co-purchases from placed orders first, then these links.
create table product_link (
  product_id        text not null references product (product_id) on delete cascade,
  linked_product_id text not null references product (product_id) on delete cascade,
  link_type         text not null check (link_type in ('related', 'upsell', 'crosssell')),
  position          int not null,
  primary key (product_id, link_type, linked_product_id)
);
create index product_link_order on product_link (product_id, link_type, position);

create trigger product_link_version after insert or update or delete on product_link for each statement execute function bump_catalog_version();
