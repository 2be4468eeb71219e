-- pg_trgm backs the trigram index on product names (substring search). PGlite loads it as a bundled
-- extension; on PostgreSQL it ships in contrib and is a trusted extension (the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
