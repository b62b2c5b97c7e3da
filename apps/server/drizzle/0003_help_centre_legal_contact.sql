CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"page" text,
	"language" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"subtitle" text NOT NULL,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"content_en" text NOT NULL,
	"content_zh" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"star" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_ratings_star_check" CHECK ("faq_ratings"."star" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "legal_documents" (
	"kind" text PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"content_en" text NOT NULL,
	"content_zh" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_documents_kind_check" CHECK ("legal_documents"."kind" in ('privacy', 'terms'))
);
--> statement-breakpoint
ALTER TABLE "faq_articles" ADD CONSTRAINT "faq_articles_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_ratings" ADD CONSTRAINT "faq_ratings_article_id_faq_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."faq_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "faq_articles_subtitle_idx" ON "faq_articles" USING btree ("subtitle");--> statement-breakpoint
CREATE INDEX "faq_articles_category_order_idx" ON "faq_articles" USING btree ("category_id","weight" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "faq_articles_popular_idx" ON "faq_articles" USING btree ("views" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "faq_categories_order_idx" ON "faq_categories" USING btree ("weight" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "faq_ratings_article_idx" ON "faq_ratings" USING btree ("article_id");