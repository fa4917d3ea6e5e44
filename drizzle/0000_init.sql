CREATE TABLE "app_secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_hash" text NOT NULL,
	"user_agent" text,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"handled_at" timestamp with time zone,
	"mail_status" text DEFAULT 'none' NOT NULL,
	"mail_attempts" integer DEFAULT 0 NOT NULL,
	"mail_next_attempt_at" timestamp with time zone,
	"mail_locked_until" timestamp with time zone,
	"mail_last_error" text,
	"mail_sent_at" timestamp with time zone,
	CONSTRAINT "contact_message_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "contact_message_status_check" CHECK ("contact_message"."status" in ('new', 'read', 'handled')),
	CONSTRAINT "contact_message_mail_status_check" CHECK ("contact_message"."mail_status" in ('none', 'pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE INDEX "contact_message_created_at_idx" ON "contact_message" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_message_mail_due_idx" ON "contact_message" USING btree ("mail_status","mail_next_attempt_at");