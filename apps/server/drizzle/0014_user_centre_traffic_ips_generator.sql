CREATE TABLE "proxy_usage_batches" (
	"batch_id" text PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"records" integer NOT NULL,
	"reported_bytes" bigint NOT NULL,
	"debited_bytes" bigint NOT NULL,
	"result" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proxy_usage_hourly" (
	"user_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"bytes" bigint NOT NULL,
	CONSTRAINT "proxy_usage_hourly_user_id_hour_pk" PRIMARY KEY("user_id","hour"),
	CONSTRAINT "proxy_usage_hourly_bytes_check" CHECK ("proxy_usage_hourly"."bytes" >= 0),
	CONSTRAINT "proxy_usage_hourly_hour_check" CHECK (date_trunc('hour', "proxy_usage_hourly"."hour", 'UTC') = "proxy_usage_hourly"."hour")
);
--> statement-breakpoint
CREATE TABLE "gateway_hosts" (
	"id" serial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"port" integer NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_hosts_port_check" CHECK ("gateway_hosts"."port" between 1 and 65535),
	CONSTRAINT "gateway_hosts_weight_check" CHECK ("gateway_hosts"."weight" > 0)
);
--> statement-breakpoint
CREATE TABLE "proxy_countries" (
	"country_code" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"continent" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "proxy_countries_code_check" CHECK ("proxy_countries"."country_code" ~ '^[A-Z]{2}$'),
	CONSTRAINT "proxy_countries_continent_check" CHECK ("proxy_countries"."continent" in ('north_america', 'south_america', 'europe', 'asia', 'oceania', 'africa'))
);
--> statement-breakpoint
CREATE TABLE "proxy_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"state" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "proxy_states_state_check" CHECK ("proxy_states"."state" ~ '^[a-z0-9_]{1,40}$')
);
--> statement-breakpoint
ALTER TABLE "proxy_accounts" DROP CONSTRAINT "proxy_accounts_traffic_check";--> statement-breakpoint
ALTER TABLE "proxy_accounts" ADD COLUMN "used_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "static_ips" ADD COLUMN "proxy_username" text;--> statement-breakpoint
ALTER TABLE "static_ips" ADD COLUMN "proxy_password" text;--> statement-breakpoint
ALTER TABLE "proxy_usage_hourly" ADD CONSTRAINT "proxy_usage_hourly_user_id_proxy_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."proxy_accounts"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxy_states" ADD CONSTRAINT "proxy_states_country_code_proxy_countries_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."proxy_countries"("country_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Usage moves from whole MB to bytes; existing IP owners get their IPs' own credentials.
UPDATE "proxy_accounts" SET "used_bytes" = least("used_mb", "purchased_mb") * 1000000;--> statement-breakpoint
UPDATE "static_ips" SET "proxy_username" = 's' || "id" || substr(md5(gen_random_uuid()::text), 1, 6), "proxy_password" = substr(encode(sha256((gen_random_uuid()::text || gen_random_uuid()::text)::bytea), 'hex'), 1, 32) WHERE "status" = 'assigned';--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_hosts_address_port_key" ON "gateway_hosts" USING btree ("address","port");--> statement-breakpoint
CREATE UNIQUE INDEX "proxy_states_country_state_key" ON "proxy_states" USING btree ("country_code","state");--> statement-breakpoint
CREATE INDEX "proxy_states_country_idx" ON "proxy_states" USING btree ("country_code");--> statement-breakpoint
CREATE UNIQUE INDEX "static_ips_proxy_username_key" ON "static_ips" USING btree ("proxy_username") WHERE "static_ips"."proxy_username" is not null;--> statement-breakpoint
ALTER TABLE "proxy_accounts" ADD CONSTRAINT "proxy_accounts_traffic_check" CHECK ("proxy_accounts"."purchased_mb" >= 0 and "proxy_accounts"."used_bytes" >= 0 and "proxy_accounts"."used_bytes" <= "proxy_accounts"."purchased_mb" * 1000000);--> statement-breakpoint
ALTER TABLE "static_ips" ADD CONSTRAINT "static_ips_credentials_check" CHECK (("static_ips"."status" = 'assigned') = ("static_ips"."proxy_username" is not null and "static_ips"."proxy_password" is not null));