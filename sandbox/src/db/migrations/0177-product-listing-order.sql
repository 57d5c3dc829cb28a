-- The listing order (decision 0476): category pages list products by seed position, then id, so
-- a page of a large category is read in that order and stops once the page is full.
create index product_listing_order_idx on product (position, product_id);
