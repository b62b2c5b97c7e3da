CREATE TABLE "wallet_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason_code" text NOT NULL,
	"note" text NOT NULL,
	"status" text NOT NULL,
	"needs_approval" boolean NOT NULL,
	"requested_by" uuid NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_adjustments_status_check" CHECK ("wallet_adjustments"."status" in ('pending', 'posted', 'rejected')),
	CONSTRAINT "wallet_adjustments_amount_check" CHECK ("wallet_adjustments"."amount_cents" <> 0),
	CONSTRAINT "wallet_adjustments_posted_check" CHECK (("wallet_adjustments"."status" = 'posted') = ("wallet_adjustments"."transfer_id" is not null)),
	CONSTRAINT "wallet_adjustments_second_approver_check" CHECK (not "wallet_adjustments"."needs_approval" or "wallet_adjustments"."decided_by" is null or "wallet_adjustments"."decided_by" <> "wallet_adjustments"."requested_by")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_adjustments" ADD CONSTRAINT "wallet_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_adjustments" ADD CONSTRAINT "wallet_adjustments_requested_by_staff_members_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_adjustments" ADD CONSTRAINT "wallet_adjustments_decided_by_staff_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_adjustments" ADD CONSTRAINT "wallet_adjustments_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_adjustments_request_key" ON "wallet_adjustments" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "wallet_adjustments_user_idx" ON "wallet_adjustments" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wallet_adjustments_pending_idx" ON "wallet_adjustments" USING btree ("created_at") WHERE "wallet_adjustments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_email_bytes_idx" ON "users" USING btree (("email" collate "C"),"id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_user_idx" ON "ledger_transfers" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('customer_wallet', 'customer_credit', 'revenue', 'provider_clearing', 'coupon_discounts', 'adjustments'));--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind_check" CHECK ("ledger_transfers"."kind" in ('order_payment', 'recharge', 'refund', 'late_payment_credit', 'adjustment'));