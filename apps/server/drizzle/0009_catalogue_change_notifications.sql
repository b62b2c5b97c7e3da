-- Every write to what the public catalogue shows notifies `portico_catalogue` once per statement,
-- delivered at commit to each listening instance, which drops its catalogue and page caches
-- (ADR 011). Whoever writes — an order reserving static IPs, the close job releasing them, the
-- seed, the admin CLI, psql — the caches hear of it. An article's view counter is not content:
-- updating only `views` notifies nobody.
CREATE OR REPLACE FUNCTION catalogue_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portico_catalogue', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER residential_packages_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON residential_packages FOR EACH STATEMENT EXECUTE FUNCTION catalogue_notify_change();
--> statement-breakpoint
CREATE TRIGGER static_regions_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON static_regions FOR EACH STATEMENT EXECUTE FUNCTION catalogue_notify_change();
--> statement-breakpoint
CREATE TRIGGER static_ips_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON static_ips FOR EACH STATEMENT EXECUTE FUNCTION catalogue_notify_change();
--> statement-breakpoint
CREATE TRIGGER faq_categories_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faq_categories FOR EACH STATEMENT EXECUTE FUNCTION catalogue_notify_change();
--> statement-breakpoint
CREATE TRIGGER faq_articles_notify AFTER INSERT OR DELETE OR TRUNCATE ON faq_articles FOR EACH STATEMENT EXECUTE FUNCTION catalogue_notify_change();
--> statement-breakpoint
CREATE TRIGGER faq_articles_content_notify AFTER UPDATE OF category_id, subtitle, title_en, title_zh, content_en, content_zh, weight, updated_at ON faq_articles FOR EACH STATEMENT EXECUTE FUNCTION catalogue_notify_change();
--> statement-breakpoint
CREATE TRIGGER faq_ratings_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faq_ratings FOR EACH STATEMENT EXECUTE FUNCTION catalogue_notify_change();
--> statement-breakpoint
CREATE TRIGGER legal_documents_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON legal_documents FOR EACH STATEMENT EXECUTE FUNCTION catalogue_notify_change();
