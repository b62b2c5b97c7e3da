DROP INDEX "email_codes_lookup_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_idx";--> statement-breakpoint
DROP INDEX "faq_articles_category_order_idx";--> statement-breakpoint
DROP INDEX "faq_articles_popular_idx";--> statement-breakpoint
DROP INDEX "faq_categories_order_idx";--> statement-breakpoint
DROP INDEX "mail_outbox_created_idx";--> statement-breakpoint
DROP INDEX "orders_user_list_idx";--> statement-breakpoint
DROP INDEX "orders_user_list_status_idx";--> statement-breakpoint
DROP INDEX "residential_packages_catalogue_idx";--> statement-breakpoint
DROP INDEX "static_ips_owner_idx";--> statement-breakpoint
DROP INDEX "ledger_transfers_balance_log_idx";--> statement-breakpoint
CREATE INDEX "ledger_transfers_order_no_idx" ON "ledger_transfers" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "email_codes_lookup_idx" ON "email_codes" USING btree ("email","purpose","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "faq_articles_category_order_idx" ON "faq_articles" USING btree ("category_id","weight" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "faq_articles_popular_idx" ON "faq_articles" USING btree ("views" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "faq_categories_order_idx" ON "faq_categories" USING btree ("weight" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_user_list_idx" ON "orders" USING btree ("user_id","list_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_user_list_status_idx" ON "orders" USING btree ("user_id","list_type","pay_status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "residential_packages_catalogue_idx" ON "residential_packages" USING btree ("active","weight" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "static_ips_owner_idx" ON "static_ips" USING btree ("owner_id","assigned_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "static_ips"."owner_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_transfers_balance_log_idx" ON "ledger_transfers" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "ledger_transfers"."in_balance_log";