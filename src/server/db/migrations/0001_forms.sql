CREATE TABLE "answer_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"form_response_guid" uuid NOT NULL,
	"form_element_guid" uuid NOT NULL,
	"repeatable_group_guid" uuid NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"changed_by_login_account_guid" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "answers" (
	"form_response_guid" uuid NOT NULL,
	"form_element_guid" uuid NOT NULL,
	"repeatable_group_guid" uuid NOT NULL,
	"answer_value" jsonb NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"updated_by_login_account_guid" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answers_form_response_guid_form_element_guid_repeatable_group_guid_pk" PRIMARY KEY("form_response_guid","form_element_guid","repeatable_group_guid")
);
--> statement-breakpoint
CREATE TABLE "form_definitions" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_guid" uuid NOT NULL,
	"name" varchar(250) NOT NULL,
	"form_type" varchar(40) NOT NULL,
	"form_code" varchar(100),
	"workflow_definition_guid" uuid,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"section_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"form_rules" jsonb,
	"meta_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_elements" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_definition_guid" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" varchar(40) NOT NULL,
	"question_code" varchar(200) NOT NULL,
	"parent_guid" uuid,
	"is_archived" boolean DEFAULT false NOT NULL,
	"element" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_responses" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_definition_guid" uuid NOT NULL,
	"org_guid" uuid NOT NULL,
	"user_guid" uuid,
	"created_by_user_guid" uuid,
	"workflow_guid" uuid,
	"name" varchar(250),
	"status" varchar(30) DEFAULT 'New' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_form_response_guid_form_responses_guid_fk" FOREIGN KEY ("form_response_guid") REFERENCES "form_responses"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_definitions" ADD CONSTRAINT "form_definitions_org_guid_orgs_guid_fk" FOREIGN KEY ("org_guid") REFERENCES "orgs"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_elements" ADD CONSTRAINT "form_elements_form_definition_guid_form_definitions_guid_fk" FOREIGN KEY ("form_definition_guid") REFERENCES "form_definitions"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_form_definition_guid_form_definitions_guid_fk" FOREIGN KEY ("form_definition_guid") REFERENCES "form_definitions"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_org_guid_orgs_guid_fk" FOREIGN KEY ("org_guid") REFERENCES "orgs"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_history_response" ON "answer_history" USING btree ("form_response_guid","form_element_guid");--> statement-breakpoint
CREATE INDEX "form_definitions_org" ON "form_definitions" USING btree ("org_guid");--> statement-breakpoint
CREATE INDEX "form_elements_form" ON "form_elements" USING btree ("form_definition_guid","position");--> statement-breakpoint
CREATE INDEX "form_responses_form" ON "form_responses" USING btree ("form_definition_guid");--> statement-breakpoint
CREATE INDEX "form_responses_org" ON "form_responses" USING btree ("org_guid");--> statement-breakpoint
CREATE FUNCTION answer_history_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'answer_history is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER answer_history_append_only BEFORE UPDATE OR DELETE ON answer_history
  FOR EACH ROW EXECUTE FUNCTION answer_history_is_append_only();
--> statement-breakpoint
CREATE TRIGGER answer_history_no_truncate BEFORE TRUNCATE ON answer_history
  FOR EACH STATEMENT EXECUTE FUNCTION answer_history_is_append_only();
