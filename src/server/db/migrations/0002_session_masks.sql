CREATE TABLE "session_role_masks" (
	"login_account_guid" uuid PRIMARY KEY NOT NULL,
	"mask" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_role_masks" ADD CONSTRAINT "session_role_masks_login_account_guid_login_accounts_guid_fk" FOREIGN KEY ("login_account_guid") REFERENCES "login_accounts"("guid") ON DELETE cascade ON UPDATE no action;