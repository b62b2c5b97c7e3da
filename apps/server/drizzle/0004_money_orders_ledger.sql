CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_status_check" CHECK ("coupon_redemptions"."status" in ('held', 'spent', 'released'))
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_amount_cents" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind_check" CHECK ("coupons"."kind" in ('percent', 'fixed')),
	CONSTRAINT "coupons_value_check" CHECK ("coupons"."value" > 0 and ("coupons"."kind" <> 'percent' or "coupons"."value" <= 100)),
	CONSTRAINT "coupons_uses_check" CHECK ("coupons"."uses" >= 0 and ("coupons"."max_uses" is null or "coupons"."uses" <= "coupons"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"static_ip_id" integer,
	"quantity" integer NOT NULL,
	"unit_cents" integer NOT NULL,
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" > 0 and "order_items"."unit_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"list_type" smallint NOT NULL,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"package_id" integer,
	"flow_mb" integer DEFAULT 0 NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	"date_unit" text,
	"quantity" integer DEFAULT 0 NOT NULL,
	"price_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"coupon_id" integer,
	"pay_status" smallint DEFAULT 1 NOT NULL,
	"pay_type" smallint,
	"pay_currency" text,
	"pay_price_minor" integer,
	"paid_at" timestamp with time zone,
	"close_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"fulfilled_at" timestamp with time zone,
	"deal_status" smallint,
	"refund_status" smallint DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"provider" text,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" in ('residential', 'static', 'renewal', 'recharge')),
	CONSTRAINT "orders_pay_status_check" CHECK ("orders"."pay_status" between 1 and 4),
	CONSTRAINT "orders_money_check" CHECK ("orders"."price_cents" >= 0 and "orders"."discount_cents" between 0 and "orders"."price_cents" and "orders"."refunded_cents" >= 0 and "orders"."refunded_cents" <= "orders"."price_cents" - "orders"."discount_cents"),
	CONSTRAINT "orders_paid_check" CHECK (("orders"."pay_status" = 2) = ("orders"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"order_no" text NOT NULL,
	"outcome" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"provider_ref" text NOT NULL,
	"result" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_outcome_check" CHECK ("payment_events"."outcome" in ('paid', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "proxy_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password" text NOT NULL,
	"purchased_mb" bigint DEFAULT 0 NOT NULL,
	"used_mb" bigint DEFAULT 0 NOT NULL,
	"expire_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proxy_accounts_traffic_check" CHECK ("proxy_accounts"."purchased_mb" >= 0 and "proxy_accounts"."used_mb" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"provider" text,
	"balance_cents" bigint,
	"credit_limit_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('customer_wallet', 'customer_credit', 'revenue', 'provider_clearing', 'coupon_discounts')),
	CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."kind" in ('customer_wallet', 'customer_credit')) = ("ledger_accounts"."user_id" is not null)),
	CONSTRAINT "ledger_accounts_cache_check" CHECK (("ledger_accounts"."user_id" is null) = ("ledger_accounts"."balance_cents" is null)),
	CONSTRAINT "ledger_accounts_wallet_check" CHECK ("ledger_accounts"."kind" <> 'customer_wallet' or "ledger_accounts"."balance_cents" >= 0),
	CONSTRAINT "ledger_accounts_credit_limit_check" CHECK ("ledger_accounts"."credit_limit_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_nonzero_check" CHECK ("ledger_entries"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"order_id" integer,
	"order_no" text,
	"customer_delta_cents" bigint DEFAULT 0 NOT NULL,
	"in_balance_log" boolean DEFAULT false NOT NULL,
	"memo_en" text NOT NULL,
	"memo_zh" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_kind_check" CHECK ("ledger_transfers"."kind" in ('order_payment', 'recharge', 'refund', 'late_payment_credit'))
);
--> statement-breakpoint
ALTER TABLE "static_ips" ADD COLUMN "reserved_order_id" integer;--> statement-breakpoint
ALTER TABLE "static_ips" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "static_ips" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "static_ips" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "static_ips" ADD COLUMN "expire_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "static_ips" ADD COLUMN "tag" text;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_region_id_static_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."static_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_package_id_residential_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."residential_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxy_accounts" ADD CONSTRAINT "proxy_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_live_order_key" ON "coupon_redemptions" USING btree ("order_id") WHERE "coupon_redemptions"."status" <> 'released';--> statement-breakpoint
CREATE INDEX "coupon_redemptions_customer_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_key" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_user_list_idx" ON "orders" USING btree ("user_id","list_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_user_list_status_idx" ON "orders" USING btree ("user_id","list_type","pay_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_unpaid_close_idx" ON "orders" USING btree ("close_at") WHERE "orders"."pay_status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_key" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "proxy_accounts_username_key" ON "proxy_accounts" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_customer_key" ON "ledger_accounts" USING btree ("kind","user_id") WHERE "ledger_accounts"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_key" ON "ledger_accounts" USING btree ("kind",coalesce("provider", '')) WHERE "ledger_accounts"."user_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer_idx" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_idempotency_key" ON "ledger_transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transfers_balance_log_idx" ON "ledger_transfers" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "ledger_transfers"."in_balance_log";--> statement-breakpoint
CREATE INDEX "ledger_transfers_order_idx" ON "ledger_transfers" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "static_ips" ADD CONSTRAINT "static_ips_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "static_ips_reserved_order_idx" ON "static_ips" USING btree ("reserved_order_id") WHERE "static_ips"."reserved_order_id" is not null;--> statement-breakpoint
CREATE INDEX "static_ips_owner_idx" ON "static_ips" USING btree ("owner_id","assigned_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "static_ips"."owner_id" is not null;--> statement-breakpoint
-- Before orders existed, the demo inventory marked its "sold" IPs assigned with no owner. From
-- here on assigned means an owner and a paid order: such IPs are held out of stock as disabled.
UPDATE "static_ips" SET "status" = 'disabled' WHERE "status" = 'assigned';--> statement-breakpoint
ALTER TABLE "static_ips" ADD CONSTRAINT "static_ips_holder_check" CHECK (("static_ips"."status" = 'reserved') = ("static_ips"."reserved_order_id" is not null) and ("static_ips"."status" = 'assigned') = ("static_ips"."owner_id" is not null and "static_ips"."expire_at" is not null));