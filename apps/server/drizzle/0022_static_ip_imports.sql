CREATE TABLE "static_ip_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"total_rows" integer NOT NULL,
	"valid_rows" integer NOT NULL,
	"error_rows" integer NOT NULL,
	"status" text DEFAULT 'dry_run' NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"report" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "static_ip_imports_status_check" CHECK ("static_ip_imports"."status" in ('dry_run', 'queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "static_ip_imports" ADD CONSTRAINT "static_ip_imports_created_by_staff_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "static_ip_imports_created_idx" ON "static_ip_imports" USING btree ("created_at" DESC NULLS LAST);