-- One row a key: its window begins with its first hit (a window aligned to the clock let a limit be spent twice across its edge). Counters are disposable.
TRUNCATE "rate_limit_counters";--> statement-breakpoint
ALTER TABLE "rate_limit_counters" DROP CONSTRAINT "rate_limit_counters_key_window_start_pk";--> statement-breakpoint
ALTER TABLE "rate_limit_counters" ADD PRIMARY KEY ("key");
