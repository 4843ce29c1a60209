CREATE TABLE "search_versions" (
	"shard" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
