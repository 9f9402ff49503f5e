ALTER TABLE "workflow_instances" ADD COLUMN "list_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "workflow_instances_list_xid" ON "workflow_instances" USING btree ("workflow_definition_guid","list_xid");--> statement-breakpoint
-- list_xid names the transaction that last wrote the workflow's list row. A server keeping a definition's list
-- in memory reads, each time, only the rows written by transactions its last read could not see: those with
-- list_xid at or after the oldest transaction still running then (pg_snapshot_xmin of that read's snapshot).
-- Every write of the row passes through this trigger, so every change of list_entry moves list_xid.
CREATE OR REPLACE FUNCTION workflow_instances_list_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.list_entry := workflow_list_entry_of(NEW);
  NEW.list_mentions := workflow_list_mentions_of(NEW);
  NEW.list_xid := pg_current_xact_id();
  RETURN NEW;
END $$;
