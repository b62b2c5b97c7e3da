CREATE TABLE "site_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"message_en" text NOT NULL,
	"message_zh" text NOT NULL,
	"link" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"published" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_notices_level_check" CHECK ("site_notices"."level" in ('info', 'warning')),
	CONSTRAINT "site_notices_window_check" CHECK ("site_notices"."starts_at" is null or "site_notices"."ends_at" is null or "site_notices"."ends_at" > "site_notices"."starts_at")
);
--> statement-breakpoint
CREATE INDEX "site_notices_published_idx" ON "site_notices" USING btree ("published","id" DESC NULLS LAST);--> statement-breakpoint
-- What the public pages show changes with every notice written: their caches must hear of it (ADR 011).
CREATE TRIGGER site_notices_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_notices FOR EACH STATEMENT EXECUTE FUNCTION catalogue_notify_change();
