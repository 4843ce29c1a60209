-- Search's count and price bounds over every published villa (docs/performance-search.md): the
-- columns its filters and the card price read, so that PostgreSQL answers from this index alone
-- (an index-only scan once vacuum has run) instead of the wide rows of properties.
CREATE INDEX "properties_search_filter_idx" ON "properties" USING btree ("state_id","country_id","id","min_nights","maximum_capacity","bedrooms","number_bathroom","base_price_cents","instant_book","in_offer","is_reserve_collection","lat","lng") WHERE "properties"."status" = 'published';