ALTER TABLE "faq_articles" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Publishing or withdrawing an article changes what the public help centre shows: its caches must hear of it (ADR 011).
DROP TRIGGER faq_articles_content_notify ON faq_articles;--> statement-breakpoint
CREATE TRIGGER faq_articles_content_notify AFTER UPDATE OF category_id, subtitle, title_en, title_zh, content_en, content_zh, weight, published, updated_at ON faq_articles FOR EACH STATEMENT EXECUTE FUNCTION catalogue_notify_change();
