CREATE TABLE "entities" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_guid" uuid NOT NULL,
	"name" varchar(250) NOT NULL,
	"status" varchar(20) DEFAULT 'Active' NOT NULL,
	"entity_definition_guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entity_definitions" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_guid" uuid NOT NULL,
	"name" varchar(250) NOT NULL,
	"name_plural" varchar(250) NOT NULL,
	"icon" varchar(100),
	"inheritance" varchar(50),
	"status" varchar(20) DEFAULT 'Unused' NOT NULL,
	"parent_entity_definition_guid" uuid,
	"home_page" varchar(20) DEFAULT 'Default' NOT NULL,
	"home_page_workflow_definition_guid" uuid,
	"form_definition_guid" uuid,
	"made_public_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_definitions" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_guid" uuid NOT NULL,
	"name" varchar(250) NOT NULL,
	"for_entity_definition_guid" uuid,
	"form_definition_guid" uuid,
	"status" varchar(20) DEFAULT 'Unused' NOT NULL,
	"importance" varchar(20) DEFAULT 'Informational' NOT NULL,
	"purposes" text,
	"status_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_expiry" jsonb,
	"triggers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"security" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"made_public_at" timestamp with time zone,
	"made_global_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_account_org_roles" (
	"login_account_guid" uuid NOT NULL,
	"org_guid" uuid NOT NULL,
	"role" varchar(20) NOT NULL,
	CONSTRAINT "login_account_org_roles_login_account_guid_org_guid_role_pk" PRIMARY KEY("login_account_guid","org_guid","role")
);
--> statement-breakpoint
CREATE TABLE "login_account_orgs" (
	"login_account_guid" uuid NOT NULL,
	"org_guid" uuid NOT NULL,
	"entity_guid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_account_orgs_login_account_guid_org_guid_pk" PRIMARY KEY("login_account_guid","org_guid")
);
--> statement-breakpoint
CREATE TABLE "login_accounts" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"login_name" varchar(250) NOT NULL,
	"email" varchar(100) NOT NULL,
	"subject" text,
	"super_admin" boolean DEFAULT false NOT NULL,
	"default_org_guid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_accounts_email_unique" UNIQUE("email"),
	CONSTRAINT "login_accounts_subject_unique" UNIQUE("subject")
);
--> statement-breakpoint
CREATE TABLE "org_group_entities" (
	"org_group_guid" uuid NOT NULL,
	"entity_guid" uuid NOT NULL,
	CONSTRAINT "org_group_entities_org_group_guid_entity_guid_pk" PRIMARY KEY("org_group_guid","entity_guid")
);
--> statement-breakpoint
CREATE TABLE "org_groups" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_guid" uuid NOT NULL,
	"name" varchar(250) NOT NULL,
	"for_own_workflow" varchar(10) DEFAULT 'NA' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orgs" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(5) NOT NULL,
	"name" varchar(250) NOT NULL,
	"contact_number" varchar(15),
	"email" varchar(35),
	"email_domains" text,
	"website_url" varchar(250),
	"custom_css" varchar(5000),
	"entity_definition_guid" uuid,
	"logo_file_guid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orgs_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_guid" uuid,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(150) NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"thumbnail" "bytea",
	"created_by_login_account_guid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(320) NOT NULL,
	"name" varchar(250) NOT NULL,
	"password_hash" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" varchar(320) NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"model" varchar(50) NOT NULL,
	"id" varchar(255) NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" varchar(255),
	"user_code" varchar(255),
	"uid" varchar(255),
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" varchar(128) PRIMARY KEY NOT NULL,
	"identity_user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" varchar(100) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_org_guid_orgs_guid_fk" FOREIGN KEY ("org_guid") REFERENCES "orgs"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_entity_definition_guid_entity_definitions_guid_fk" FOREIGN KEY ("entity_definition_guid") REFERENCES "entity_definitions"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_definitions" ADD CONSTRAINT "entity_definitions_org_guid_orgs_guid_fk" FOREIGN KEY ("org_guid") REFERENCES "orgs"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_definitions" ADD CONSTRAINT "item_definitions_org_guid_orgs_guid_fk" FOREIGN KEY ("org_guid") REFERENCES "orgs"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_account_org_roles" ADD CONSTRAINT "login_account_org_roles_login_account_guid_login_accounts_guid_fk" FOREIGN KEY ("login_account_guid") REFERENCES "login_accounts"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_account_org_roles" ADD CONSTRAINT "login_account_org_roles_org_guid_orgs_guid_fk" FOREIGN KEY ("org_guid") REFERENCES "orgs"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_account_orgs" ADD CONSTRAINT "login_account_orgs_login_account_guid_login_accounts_guid_fk" FOREIGN KEY ("login_account_guid") REFERENCES "login_accounts"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_account_orgs" ADD CONSTRAINT "login_account_orgs_org_guid_orgs_guid_fk" FOREIGN KEY ("org_guid") REFERENCES "orgs"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_accounts" ADD CONSTRAINT "login_accounts_default_org_guid_orgs_guid_fk" FOREIGN KEY ("default_org_guid") REFERENCES "orgs"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_group_entities" ADD CONSTRAINT "org_group_entities_org_group_guid_org_groups_guid_fk" FOREIGN KEY ("org_group_guid") REFERENCES "org_groups"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_groups" ADD CONSTRAINT "org_groups_org_guid_orgs_guid_fk" FOREIGN KEY ("org_guid") REFERENCES "orgs"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_identity_user_id_identity_users_id_fk" FOREIGN KEY ("identity_user_id") REFERENCES "identity_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entities_org" ON "entities" USING btree ("org_guid");--> statement-breakpoint
CREATE INDEX "entities_definition" ON "entities" USING btree ("entity_definition_guid");--> statement-breakpoint
CREATE INDEX "entity_definitions_org" ON "entity_definitions" USING btree ("org_guid");--> statement-breakpoint
CREATE INDEX "item_definitions_org" ON "item_definitions" USING btree ("org_guid");--> statement-breakpoint
CREATE INDEX "login_account_orgs_org" ON "login_account_orgs" USING btree ("org_guid");--> statement-breakpoint
CREATE INDEX "org_group_entities_entity" ON "org_group_entities" USING btree ("entity_guid");--> statement-breakpoint
CREATE INDEX "org_groups_org" ON "org_groups" USING btree ("org_guid");--> statement-breakpoint
CREATE INDEX "files_org" ON "files" USING btree ("org_guid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid" ON "oidc_payloads" USING btree ("uid");