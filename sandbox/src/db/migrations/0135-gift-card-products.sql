-- Gift cards and e-gift cards as products (shopping.md §3 "Product" isGiftCard, isEgiftCard;
-- decision 0282). An e-gift card is also a gift card: is_egift_card implies is_gift_card.
alter table product add column is_gift_card boolean not null default false;
alter table product add column is_egift_card boolean not null default false;
alter table product add constraint product_egift_is_gift_card check (not is_egift_card or is_gift_card);
