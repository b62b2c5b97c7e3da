CREATE TABLE "envelope_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "envelope_nonces_expires_idx" ON "envelope_nonces" USING btree ("expires_at");