-- The console's test-IP setting (issue #25): one row, how many free test IPs a new account is given.
-- Numbered 0023 but listed after 0025 in the journal (it was written later), so a database that
-- already ran 0025 runs it too; the snapshots chain 0022 -> 0023 -> 0025, so 0025's holds this table.
CREATE TABLE "test_ip_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"ips_per_account" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_ip_settings_single_row_check" CHECK ("test_ip_settings"."id" = 1),
	CONSTRAINT "test_ip_settings_ips_check" CHECK ("test_ip_settings"."ips_per_account" between 0 and 100)
);
