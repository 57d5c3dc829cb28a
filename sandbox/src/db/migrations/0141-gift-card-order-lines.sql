-- Gift card info on order lines (shopping.md §3 "Cart item": name, emailAddress, message,
-- deliveryDate; decision 0364). Placing an order copies each cart line's gift_card (migration 0136)
-- so the order keeps who the card is for and when an e-gift card is sent; null for every other line.
alter table order_line add column gift_card jsonb;
