-- The system accounts every payment books to exist from the start, so a payment names them by
-- kind inside its one ledger statement instead of looking each up first (issue #22).
INSERT INTO "ledger_accounts" ("kind") SELECT 'revenue'
WHERE NOT EXISTS (SELECT 1 FROM "ledger_accounts" WHERE "kind" = 'revenue' AND "user_id" IS NULL AND "provider" IS NULL);
--> statement-breakpoint
INSERT INTO "ledger_accounts" ("kind") SELECT 'coupon_discounts'
WHERE NOT EXISTS (SELECT 1 FROM "ledger_accounts" WHERE "kind" = 'coupon_discounts' AND "user_id" IS NULL AND "provider" IS NULL);
