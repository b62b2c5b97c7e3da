CREATE TABLE "audit_chain_head" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"hash" text DEFAULT '0000000000000000000000000000000000000000000000000000000000000000' NOT NULL,
	CONSTRAINT "audit_chain_head_single_row" CHECK ("audit_chain_head"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"staff_id" uuid,
	"customer_id" uuid,
	"impersonating" uuid,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"resource_id" text,
	"before" jsonb,
	"after" jsonb,
	"reason_code" text,
	"note" text,
	"request_id" text,
	"ip" text,
	"user_agent" text,
	"outcome" text NOT NULL,
	"error_code" text,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_events_outcome_check" CHECK ("audit_events"."outcome" in ('succeeded', 'refused', 'failed')),
	CONSTRAINT "audit_events_error_code_check" CHECK (("audit_events"."outcome" = 'succeeded') = ("audit_events"."error_code" is null)),
	CONSTRAINT "audit_events_seq_check" CHECK ("audit_events"."seq" > 0)
);
--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_events_staff_idx" ON "audit_events" USING btree ("staff_id","seq");--> statement-breakpoint
CREATE INDEX "audit_events_customer_idx" ON "audit_events" USING btree ("customer_id","seq");--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action","seq");--> statement-breakpoint
CREATE INDEX "audit_events_resource_idx" ON "audit_events" USING btree ("resource","resource_id","seq");--> statement-breakpoint
-- Added by hand (ADR 421). The chain starts at seq 0 with the genesis hash; writers lock this row.
INSERT INTO "audit_chain_head" ("id") VALUES (1);
--> statement-breakpoint
-- The audit is append-only: the database refuses to change or remove a row, so neither the
-- application nor a careless operator can. Someone who disables the triggers can; the hash
-- chain is what finds that (`npm run admin -- audit:verify`).
CREATE OR REPLACE FUNCTION audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit is append-only: % on % is refused', TG_OP, TG_TABLE_NAME;
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events FOR EACH ROW EXECUTE FUNCTION audit_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_change();
--> statement-breakpoint
-- The head only moves forward by UPDATE; removing it would restart the chain.
CREATE TRIGGER audit_chain_head_kept BEFORE DELETE ON audit_chain_head FOR EACH ROW EXECUTE FUNCTION audit_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_chain_head_no_truncate BEFORE TRUNCATE ON audit_chain_head FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_change();
