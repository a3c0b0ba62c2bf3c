-- UNLOGGED: counters are worthless after a crash and must cost no WAL on every counted request.
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "session_started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_live_idx" ON "refresh_tokens" USING btree ("user_id") WHERE "refresh_tokens"."used_at" is null and "refresh_tokens"."revoked_at" is null;
--> statement-breakpoint
-- A login from before: it began with its family's first token.
UPDATE "refresh_tokens" AS t SET "session_started_at" = f."started" FROM (SELECT "family_id", min("created_at") AS "started" FROM "refresh_tokens" GROUP BY "family_id") AS f WHERE f."family_id" = t."family_id";
