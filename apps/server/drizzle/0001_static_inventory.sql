CREATE TABLE "static_ips" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"address" text NOT NULL,
	"port" integer NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "static_ips_status_check" CHECK ("static_ips"."status" in ('available', 'reserved', 'assigned', 'disabled')),
	CONSTRAINT "static_ips_port_check" CHECK ("static_ips"."port" between 1 and 65535)
);
--> statement-breakpoint
CREATE TABLE "static_regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"continent" text NOT NULL,
	"country_code" text NOT NULL,
	"country_name_en" text NOT NULL,
	"country_name_zh" text NOT NULL,
	"state_code" text,
	"state_name_en" text,
	"state_name_zh" text,
	"city_code" text,
	"city_name_en" text,
	"city_name_zh" text,
	"isp" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"weekly_price_cents" integer NOT NULL,
	"fortnightly_price_cents" integer NOT NULL,
	"monthly_price_cents" integer NOT NULL,
	"bimonthly_price_cents" integer NOT NULL,
	"quarterly_price_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "static_regions_continent_check" CHECK ("static_regions"."continent" in ('north_america', 'south_america', 'europe', 'asia', 'oceania', 'africa')),
	CONSTRAINT "static_regions_prices_check" CHECK ("static_regions"."weekly_price_cents" > 0 and "static_regions"."fortnightly_price_cents" > 0 and "static_regions"."monthly_price_cents" > 0 and "static_regions"."bimonthly_price_cents" > 0 and "static_regions"."quarterly_price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "static_ips" ADD CONSTRAINT "static_ips_region_id_static_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."static_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "static_ips_address_port_idx" ON "static_ips" USING btree ("address","port");--> statement-breakpoint
CREATE INDEX "static_ips_available_region_idx" ON "static_ips" USING btree ("region_id") WHERE "static_ips"."status" = 'available';--> statement-breakpoint
CREATE UNIQUE INDEX "static_regions_country_code_idx" ON "static_regions" USING btree ("country_code");