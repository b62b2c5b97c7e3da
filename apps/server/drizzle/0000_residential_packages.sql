CREATE TABLE "residential_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_type" smallint NOT NULL,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"price_cents" integer NOT NULL,
	"sale_price_cents" integer NOT NULL,
	"discount_ratio" smallint DEFAULT 0 NOT NULL,
	"days" integer NOT NULL,
	"flow_mb" integer NOT NULL,
	"give_mb" integer DEFAULT 0 NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "residential_packages_plan_type_check" CHECK ("residential_packages"."plan_type" in (0, 1, 999)),
	CONSTRAINT "residential_packages_discount_check" CHECK ("residential_packages"."discount_ratio" between 0 and 100),
	CONSTRAINT "residential_packages_money_check" CHECK ("residential_packages"."price_cents" >= 0 and "residential_packages"."sale_price_cents" >= 0),
	CONSTRAINT "residential_packages_traffic_check" CHECK ("residential_packages"."flow_mb" >= 0 and "residential_packages"."give_mb" >= 0 and "residential_packages"."days" > 0)
);
--> statement-breakpoint
CREATE INDEX "residential_packages_catalogue_idx" ON "residential_packages" USING btree ("active","weight" DESC NULLS LAST,"id");