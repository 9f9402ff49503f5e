ALTER TABLE "workflow_instances" ADD COLUMN "list_entry" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD COLUMN "list_mentions" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- GetWorkflowDtos sends, for a caller who may see every list column, each workflow's row as these triggers
-- keep it: the JSON text of the row, with the answer of every list column (as list_answers holds it) keyed
-- by the column's question code. The list is then the rows' texts joined in order, with nothing parsed or
-- serialised per row on the way (docs/performance.md). The text is rebuilt from the row itself on every
-- insert and update of the workflow (including list_answers, which migration 0007 keeps, and a change of the
-- list columns, which rewrites list_answers of every workflow of the definition) and on every change of the
-- name of the entity it is for, whoever makes the change. A value written to list_entry or list_mentions
-- directly is replaced by the rebuilt one.
CREATE FUNCTION workflow_list_entry_of(w workflow_instances) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT '{"workflowGuid":' || to_json(w.guid)::text
    || ',"workflowName":' || to_json(w.name)::text
    || ',"ownerName":' || coalesce((SELECT to_json(e.name)::text FROM entities e WHERE e.guid = w.entity_guid), 'null')
    || ',"workflowStatus":' || to_json(w.status)::text
    || ',"workflowArchivedAt":' || coalesce(
      to_json(to_char(w.archived_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text, 'null')
    || ',"updatedAt":' || to_json(to_char(w.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
    || ',"answersToShow":{' || coalesce((
      -- The answer columns of the list, in its order: a column with a question and no meta code, keyed by
      -- its question code (its guid when it has none), holding the answer's JSON text as a JSON string.
      SELECT string_agg(
        to_json(coalesce(q.c ->> 'questionCode', q.c ->> 'guid'))::text || ':'
          || to_json((w.list_answers -> lower(q.c ->> 'guid'))::text)::text,
        ',' ORDER BY q.pos)
      FROM workflow_definitions d
      CROSS JOIN LATERAL jsonb_array_elements(d.questions_to_show) WITH ORDINALITY AS q(c, pos)
      WHERE d.guid = w.workflow_definition_guid
        AND coalesce(q.c ->> 'metaCode', '') = ''
        AND coalesce(q.c ->> 'guid', '') <> ''
        AND (w.list_answers -> lower(q.c ->> 'guid')) IS NOT NULL), '')
    || '},"workflowDefinitionGuid":' || to_json(w.workflow_definition_guid)::text
    || '}'
$$;
--> statement-breakpoint
-- Each list column's question guid with each guid its answer holds ('question/guid', lower case,
-- space-separated). The list sends the names of the entities and security groups its entity and security
-- group columns name (entitiesMentioned); which columns those are is the element registry's to say, so the
-- server picks them from these pairs by question.
CREATE FUNCTION workflow_list_mentions_of(w workflow_instances) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(DISTINCT lower(q.c ->> 'guid') || '/' || lower(m[1]), ' '), '')
  FROM workflow_definitions d
  CROSS JOIN LATERAL jsonb_array_elements(d.questions_to_show) AS q(c)
  CROSS JOIN LATERAL regexp_matches(
    (w.list_answers -> lower(q.c ->> 'guid'))::text,
    '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}', 'g') AS m
  WHERE d.guid = w.workflow_definition_guid
    AND coalesce(q.c ->> 'metaCode', '') = ''
    AND coalesce(q.c ->> 'guid', '') <> ''
$$;
--> statement-breakpoint
CREATE FUNCTION workflow_instances_list_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.list_entry := workflow_list_entry_of(NEW);
  NEW.list_mentions := workflow_list_mentions_of(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER workflow_instances_list_entry BEFORE INSERT OR UPDATE ON workflow_instances
  FOR EACH ROW EXECUTE FUNCTION workflow_instances_list_entry();
--> statement-breakpoint
-- The owner's name is the entity's: its workflows are rebuilt when it is renamed, made or removed.
CREATE FUNCTION entities_workflow_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE workflow_instances SET list_entry = '' WHERE entity_guid = OLD.guid;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE workflow_instances SET list_entry = '' WHERE entity_guid = NEW.guid;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER entities_workflow_list_named AFTER UPDATE OF guid, name ON entities
  FOR EACH ROW WHEN (OLD.guid IS DISTINCT FROM NEW.guid OR OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION entities_workflow_list_changed();
--> statement-breakpoint
CREATE TRIGGER entities_workflow_list_made AFTER INSERT OR DELETE ON entities
  FOR EACH ROW EXECUTE FUNCTION entities_workflow_list_changed();
--> statement-breakpoint
UPDATE workflow_instances SET list_entry = '';
