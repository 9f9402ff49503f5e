ALTER TABLE "workflow_instances" ADD COLUMN "list_answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The workflow list (GetWorkflowDtos) shows, per list column, the latest answer of its question across the
-- workflow's responses, outside repeater rows and not stored hidden. Reading that from the answers for every
-- row of a long list costs an index probe per response and question; these triggers keep it on the workflow
-- row instead, whoever changes an answer, a response or the list columns (the API, a migration, a script).
CREATE FUNCTION workflow_list_answers_of(workflow uuid, definition uuid) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_object_agg(latest.element, latest.value), '{}'::jsonb)
  FROM (
    SELECT DISTINCT ON (a.form_element_guid) a.form_element_guid::text AS element, a.answer_value AS value
    FROM form_responses r
    JOIN answers a ON a.form_response_guid = r.guid
    WHERE r.workflow_guid = workflow
      AND a.repeatable_group_guid = '00000000-0000-0000-0000-000000000000'
      AND NOT a.is_hidden
      AND a.form_element_guid::text IN (
        SELECT lower(c ->> 'guid')
        FROM workflow_definitions d, jsonb_array_elements(d.questions_to_show) c
        WHERE d.guid = definition AND c ->> 'guid' IS NOT NULL)
    ORDER BY a.form_element_guid, a.updated_at DESC, a.form_response_guid
  ) latest
$$;
--> statement-breakpoint
-- One question of one workflow. The workflow row is locked first: a change of the same question in another
-- response of the workflow waits here, then reads what that change committed.
CREATE FUNCTION workflow_list_answer_refresh(workflow uuid, element uuid) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  latest jsonb;
BEGIN
  PERFORM 1 FROM workflow_instances WHERE guid = workflow FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT a.answer_value INTO latest
  FROM form_responses r
  JOIN answers a ON a.form_response_guid = r.guid
  WHERE r.workflow_guid = workflow
    AND a.form_element_guid = element
    AND a.repeatable_group_guid = '00000000-0000-0000-0000-000000000000'
    AND NOT a.is_hidden
  ORDER BY a.updated_at DESC, a.form_response_guid
  LIMIT 1;
  UPDATE workflow_instances
  SET list_answers = CASE
    WHEN latest IS NULL THEN list_answers - element::text
    ELSE jsonb_set(list_answers, ARRAY[element::text], latest)
  END
  WHERE guid = workflow;
END $$;
--> statement-breakpoint
CREATE FUNCTION answers_workflow_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed answers;
  workflow uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := OLD;
  ELSE
    changed := NEW;
  END IF;
  IF changed.repeatable_group_guid <> '00000000-0000-0000-0000-000000000000' THEN
    RETURN NULL;
  END IF;
  SELECT r.workflow_guid INTO workflow FROM form_responses r WHERE r.guid = changed.form_response_guid;
  IF workflow IS NULL THEN
    RETURN NULL;
  END IF;
  -- Only questions the definition lists.
  IF NOT EXISTS (
    SELECT 1
    FROM workflow_instances w
    JOIN workflow_definitions d ON d.guid = w.workflow_definition_guid
    CROSS JOIN jsonb_array_elements(d.questions_to_show) c
    WHERE w.guid = workflow AND lower(c ->> 'guid') = changed.form_element_guid::text
  ) THEN
    RETURN NULL;
  END IF;
  PERFORM workflow_list_answer_refresh(workflow, changed.form_element_guid);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER answers_workflow_list AFTER INSERT OR UPDATE OR DELETE ON answers
  FOR EACH ROW EXECUTE FUNCTION answers_workflow_list_changed();
--> statement-breakpoint
-- A response deleted with its answers: its answers' rows are gone before their triggers could find the
-- workflow, so the workflow's list answers are read again.
CREATE FUNCTION form_responses_workflow_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE workflow_instances w
  SET list_answers = workflow_list_answers_of(w.guid, w.workflow_definition_guid)
  WHERE w.guid = OLD.workflow_guid;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER form_responses_workflow_list AFTER DELETE ON form_responses
  FOR EACH ROW WHEN (OLD.workflow_guid IS NOT NULL)
  EXECUTE FUNCTION form_responses_workflow_list_changed();
--> statement-breakpoint
-- New list columns: every workflow of the definition reads its list answers again.
CREATE FUNCTION workflow_definitions_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE workflow_instances w
  SET list_answers = workflow_list_answers_of(w.guid, w.workflow_definition_guid)
  WHERE w.workflow_definition_guid = NEW.guid;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER workflow_definitions_list AFTER UPDATE OF questions_to_show ON workflow_definitions
  FOR EACH ROW WHEN (OLD.questions_to_show IS DISTINCT FROM NEW.questions_to_show)
  EXECUTE FUNCTION workflow_definitions_list_changed();
--> statement-breakpoint
UPDATE workflow_instances w SET list_answers = workflow_list_answers_of(w.guid, w.workflow_definition_guid);
