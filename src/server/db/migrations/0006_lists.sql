CREATE TABLE "list_definitions" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_guid" uuid NOT NULL,
	"name" varchar(250) NOT NULL,
	"items" jsonb NOT NULL,
	"visibility" varchar(20) NOT NULL,
	"form_definition_guid" uuid,
	"workflow_definition_guid" uuid,
	"special_list" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "list_definitions" ADD CONSTRAINT "list_definitions_org_guid_orgs_guid_fk" FOREIGN KEY ("org_guid") REFERENCES "orgs"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_definitions" ADD CONSTRAINT "list_definitions_form_definition_guid_form_definitions_guid_fk" FOREIGN KEY ("form_definition_guid") REFERENCES "form_definitions"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_definitions" ADD CONSTRAINT "list_definitions_workflow_definition_guid_workflow_definitions_guid_fk" FOREIGN KEY ("workflow_definition_guid") REFERENCES "workflow_definitions"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_definitions_org" ON "list_definitions" USING btree ("org_guid");--> statement-breakpoint
CREATE INDEX "list_definitions_public" ON "list_definitions" USING btree ("visibility");--> statement-breakpoint
CREATE UNIQUE INDEX "list_definitions_one_special_per_workflow" ON "list_definitions" USING btree ("workflow_definition_guid","special_list") WHERE "list_definitions"."special_list" is not null;