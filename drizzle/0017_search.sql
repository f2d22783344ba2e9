-- Product search matches words that are nearly what people type (decision 041): trigram similarity from pg_trgm,
-- a trusted extension on PostgreSQL 13 and later (a database owner may create it) that PGlite loads as well. It
-- comes before the migration that builds the trigram index on product names.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
