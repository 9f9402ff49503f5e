CREATE TABLE "workflow_definitions" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_guid" uuid NOT NULL,
	"name" varchar(250) NOT NULL,
	"entity_definition_guid" uuid,
	"status_list" jsonb NOT NULL,
	"time_frames" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"questions_to_show" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status_change_actions_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checklists_in_workflow_definitions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"groups_with_all_access" uuid[] DEFAULT '{}' NOT NULL,
	"only_show_items_that_need_attention" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_event_triggers" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workflow_guid" uuid NOT NULL,
	"event_code" varchar(200) NOT NULL,
	"triggered_by_login_account_guid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_instances" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_guid" uuid NOT NULL,
	"workflow_definition_guid" uuid NOT NULL,
	"name" varchar(250) NOT NULL,
	"status" varchar(100) NOT NULL,
	"entity_guid" uuid,
	"created_by_login_account_guid" uuid,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workflow_definitions" ADD CONSTRAINT "workflow_definitions_org_guid_orgs_guid_fk" FOREIGN KEY ("org_guid") REFERENCES "orgs"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_event_triggers" ADD CONSTRAINT "workflow_event_triggers_workflow_guid_workflow_instances_guid_fk" FOREIGN KEY ("workflow_guid") REFERENCES "workflow_instances"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD CONSTRAINT "workflow_instances_org_guid_orgs_guid_fk" FOREIGN KEY ("org_guid") REFERENCES "orgs"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD CONSTRAINT "workflow_instances_workflow_definition_guid_workflow_definitions_guid_fk" FOREIGN KEY ("workflow_definition_guid") REFERENCES "workflow_definitions"("guid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflow_definitions_org" ON "workflow_definitions" USING btree ("org_guid");--> statement-breakpoint
CREATE INDEX "workflow_event_triggers_workflow" ON "workflow_event_triggers" USING btree ("workflow_guid");--> statement-breakpoint
CREATE INDEX "workflow_instances_list" ON "workflow_instances" USING btree ("org_guid","workflow_definition_guid","archived_at","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "workflow_instances_entity" ON "workflow_instances" USING btree ("entity_guid");--> statement-breakpoint
-- No workflow instances were stored before this migration, so no response can belong to one yet.
UPDATE "form_responses" SET "workflow_guid" = NULL WHERE "workflow_guid" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_workflow_guid_workflow_instances_guid_fk" FOREIGN KEY ("workflow_guid") REFERENCES "workflow_instances"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_definitions_workflow" ON "form_definitions" USING btree ("workflow_definition_guid");--> statement-breakpoint
CREATE INDEX "form_responses_workflow" ON "form_responses" USING btree ("workflow_guid");