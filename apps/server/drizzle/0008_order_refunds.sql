CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"destination" text NOT NULL,
	"provider" text,
	"currency" text,
	"amount_minor" integer,
	"status" text NOT NULL,
	"provider_refund_ref" text,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "order_refunds_status_check" CHECK ("order_refunds"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "order_refunds_amount_check" CHECK ("order_refunds"."amount_cents" > 0 and coalesce("order_refunds"."amount_minor", 0) >= 0),
	CONSTRAINT "order_refunds_destination_check" CHECK (("order_refunds"."destination" = 'wallet' and "order_refunds"."provider" is null) or ("order_refunds"."destination" = 'provider' and "order_refunds"."provider" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_money_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_pending_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_payment_ref" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_request_id_key" ON "order_refunds" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_check" CHECK ("orders"."price_cents" >= 0 and "orders"."discount_cents" between 0 and "orders"."price_cents" and "orders"."refunded_cents" >= 0 and "orders"."refund_pending_cents" >= 0 and "orders"."refunded_cents" + "orders"."refund_pending_cents" <= "orders"."price_cents" - "orders"."discount_cents");--> statement-breakpoint
-- Refunds made before this table (ADR 402): one succeeded row per refund transfer already in the
-- ledger, under its old key's tail (`<order id>:<cents refunded before it>`), so every order's
-- refunded_cents is the sum of its succeeded rows. Refunds "to provider" then were booked only.
INSERT INTO "order_refunds" ("request_id", "order_id", "amount_cents", "destination", "provider", "status", "created_at", "settled_at")
SELECT substr(t."idempotency_key", 8), t."order_id", e."amount_cents",
  CASE WHEN a."kind" = 'customer_wallet' THEN 'wallet' ELSE 'provider' END,
  CASE WHEN a."kind" = 'customer_wallet' THEN NULL ELSE a."provider" END,
  'succeeded', t."created_at", t."created_at"
FROM "ledger_transfers" t
JOIN "ledger_entries" e ON e."transfer_id" = t."id" AND e."amount_cents" > 0
JOIN "ledger_accounts" a ON a."id" = e."account_id"
WHERE t."kind" = 'refund' AND t."idempotency_key" LIKE 'refund:%';
