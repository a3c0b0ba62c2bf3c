CREATE TABLE "document_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"copy" text,
	"sent_at" timestamp with time zone NOT NULL,
	"sent_by" uuid,
	"message_id" text NOT NULL,
	"attachments" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_mails" ADD CONSTRAINT "document_mails_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_mails" ADD CONSTRAINT "document_mails_document_id_generated_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."generated_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_mails" ADD CONSTRAINT "document_mails_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_mails_document_idx" ON "document_mails" USING btree ("company_id","document_id","sent_at");