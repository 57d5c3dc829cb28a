-- Style pages (shopping.md §2 "/shop/style/{id}"; decision 0270): shop-the-look sets built by the
-- seed from Luma's related and cross-sell links. A look's id is its anchor's style number in lower
-- case plus '-look' ('wj10-look'); its pieces are the anchor (position 1) then the linked products.
create table style_look (
  style_id          text primary key,
  anchor_product_id text not null unique references product (product_id) on delete cascade,
  position          int not null
);

create table style_look_piece (
  style_id   text not null references style_look (style_id) on delete cascade,
  position   int not null,
  product_id text not null references product (product_id) on delete cascade,
  link_type  text not null check (link_type in ('anchor', 'related', 'crosssell')),
  primary key (style_id, position),
  unique (style_id, product_id)
);
create index style_look_piece_product on style_look_piece (product_id);

create trigger style_look_version after insert or update or delete on style_look for each statement execute function bump_catalog_version();
create trigger style_look_piece_version after insert or update or delete on style_look_piece for each statement execute function bump_catalog_version();
