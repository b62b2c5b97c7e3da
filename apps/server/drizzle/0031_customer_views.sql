CREATE TABLE "customer_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"staff_session_id" integer NOT NULL,
	"mode" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "customer_views_mode_check" CHECK ("customer_views"."mode" in ('read', 'act')),
	CONSTRAINT "customer_views_act_reason_check" CHECK ("customer_views"."mode" = 'read' or "customer_views"."reason" is not null),
	CONSTRAINT "customer_views_window_check" CHECK ("customer_views"."expires_at" > "customer_views"."created_at")
);
--> statement-breakpoint
ALTER TABLE "customer_views" ADD CONSTRAINT "customer_views_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_views" ADD CONSTRAINT "customer_views_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_views" ADD CONSTRAINT "customer_views_staff_session_id_staff_sessions_id_fk" FOREIGN KEY ("staff_session_id") REFERENCES "public"."staff_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_views_token_hash_key" ON "customer_views" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "customer_views_customer_idx" ON "customer_views" USING btree ("customer_id");