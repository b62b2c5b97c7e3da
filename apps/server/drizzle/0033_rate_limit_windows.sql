CREATE TABLE "rate_limit_windows" (
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"used" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_windows_scope_subject_pk" PRIMARY KEY("scope","subject")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_windows_expires_idx" ON "rate_limit_windows" USING btree ("expires_at");