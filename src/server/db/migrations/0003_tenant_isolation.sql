CREATE TABLE "org_invitations" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_guid" uuid NOT NULL,
	"login_account_guid" uuid NOT NULL,
	"email" varchar(100) NOT NULL,
	"roles" text[] NOT NULL,
	"invited_by_login_account_guid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "owner_kind" varchar(20);--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "owner_response_guid" uuid;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "owner_element_guid" uuid;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "owner_row_guid" uuid;--> statement-breakpoint
ALTER TABLE "org_invitations" ADD CONSTRAINT "org_invitations_org_guid_orgs_guid_fk" FOREIGN KEY ("org_guid") REFERENCES "orgs"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_invitations" ADD CONSTRAINT "org_invitations_login_account_guid_login_accounts_guid_fk" FOREIGN KEY ("login_account_guid") REFERENCES "login_accounts"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "org_invitations_org_account" ON "org_invitations" USING btree ("org_guid","login_account_guid");--> statement-breakpoint
CREATE INDEX "org_invitations_account" ON "org_invitations" USING btree ("login_account_guid");--> statement-breakpoint
CREATE INDEX "files_owner_response" ON "files" USING btree ("owner_response_guid");--> statement-breakpoint
UPDATE "files" SET "owner_kind" = 'OrgLogo' WHERE "guid" IN (SELECT "logo_file_guid" FROM "orgs" WHERE "logo_file_guid" IS NOT NULL);--> statement-breakpoint
UPDATE "files" AS f SET "owner_kind" = 'Answer', "owner_response_guid" = a."form_response_guid", "owner_element_guid" = a."form_element_guid", "owner_row_guid" = a."repeatable_group_guid"
FROM "answers" AS a
JOIN "form_elements" AS e ON e."guid" = a."form_element_guid" AND e."type" = 'FileUpload'
JOIN "form_responses" AS r ON r."guid" = a."form_response_guid"
CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(a."answer_value") = 'array' THEN a."answer_value" ELSE '[]'::jsonb END) AS item
WHERE f."owner_kind" IS NULL AND f."org_guid" = r."org_guid" AND lower(item ->> 'fileGuid') = f."guid"::text;
