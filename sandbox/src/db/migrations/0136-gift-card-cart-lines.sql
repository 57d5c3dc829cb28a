-- Gift card info on cart lines (shopping.md §3 "Cart item": name, emailAddress, message,
-- deliveryDate; decision 0283). Two cards of the same amount for different recipients are two
-- lines, so a line is keyed by its gift card info as well as its SKU and pool (null = no info).
alter table cart_item add column gift_card jsonb;
alter table cart_item drop constraint cart_item_cart_id_sku_id_pool_id_key;
create unique index cart_item_line_key on cart_item (cart_id, sku_id, pool_id, coalesce(gift_card, 'null'::jsonb));
