-- Which transaction last changed a response's answers, kept by the answers trigger whoever writes them (the
-- API, a migration, a script, another app instance), so that equal versions mean equal answers. A save's lock
-- is told the version whose answers the instance already holds and sends the answers only when the version
-- differs: reading and sending a response's answers was a quarter of a save's time in the database
-- (bench/README.md, "A ninth machine").
ALTER TABLE "form_responses" ADD COLUMN "answers_version" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- The version is the id of the last transaction that changed the response's answers (pg_current_xact_id, 64
-- bits, never reused): the answers trigger of migration 0016 sets it at the first answer the transaction
-- inserts, changes or removes in the response, and finds it set at the others, so a statement writing many
-- answers of a response (an import, a form change removing an element's answers) writes the response's row
-- once. Equal versions are one committed transaction's answers; a save knows the version its own commit
-- leaves. A save's statement sets the version with its touch of the response (src/server/repositories/
-- answers.ts), so the trigger finds it set and the row is written once per save, as before.
CREATE OR REPLACE FUNCTION answers_workflow_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed answers;
  workflow uuid;
  definition uuid;
  version bigint;
  writer bigint := pg_current_xact_id()::text::bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := OLD;
  ELSE
    changed := NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.form_response_guid <> NEW.form_response_guid THEN
    UPDATE form_responses SET answers_version = writer
      WHERE guid = OLD.form_response_guid AND answers_version <> writer;
  END IF;
  SELECT r.answers_version, w.guid, w.workflow_definition_guid INTO version, workflow, definition
    FROM form_responses r LEFT JOIN workflow_instances w ON w.guid = r.workflow_guid
    WHERE r.guid = changed.form_response_guid;
  IF version <> writer THEN
    UPDATE form_responses SET answers_version = writer WHERE guid = changed.form_response_guid;
  END IF;
  IF workflow IS NULL OR changed.repeatable_group_guid <> '00000000-0000-0000-0000-000000000000' THEN
    RETURN NULL;
  END IF;
  IF NOT workflow_lists_question(definition, changed.form_element_guid) THEN
    RETURN NULL;
  END IF;
  PERFORM workflow_list_answer_refresh(workflow, changed.form_element_guid);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The lock of migration 0017, told which answers version the caller holds (NULL: none). It returns the
-- version it locked, the answers only when they differ from the ones the caller holds, and the version the
-- transaction's own changes of answers will leave.
CREATE FUNCTION lock_response_for_write(response_guid uuid, caller_subject text, known_answers_version bigint)
RETURNS json LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  locked json;
  workflow uuid;
  answers_version bigint;
  write json;
  caller json;
BEGIN
  SELECT json_build_object('response', row_to_json(r), 'definitionVersion', d.definition_version,
      'formType', d.form_type), r.workflow_guid, r.answers_version
    INTO locked, workflow, answers_version
    FROM form_responses r JOIN form_definitions d ON d.guid = r.form_definition_guid
    WHERE r.guid = response_guid
    FOR UPDATE OF r;
  -- Read after the lock is held (a statement of its own, so a snapshot of its own): the answers include
  -- what the write before this one committed.
  IF locked IS NOT NULL THEN
    write := json_build_object(
      'locked', locked,
      'answersVersion', answers_version,
      'writer', pg_current_xact_id()::text::bigint,
      'answers', CASE WHEN answers_version = known_answers_version THEN NULL ELSE
        coalesce((SELECT json_agg(a) FROM answers a WHERE a.form_response_guid = response_guid), '[]'::json)
      END,
      'workflow', CASE WHEN workflow IS NULL THEN NULL ELSE response_workflow_of(workflow) END);
  END IF;
  IF caller_subject IS NOT NULL THEN
    SELECT caller_access(l) INTO caller FROM login_accounts l WHERE l.subject = caller_subject;
  END IF;
  RETURN json_build_object('write', write, 'caller', caller);
END $$;
--> statement-breakpoint
DROP FUNCTION lock_response_for_write(uuid, text);
