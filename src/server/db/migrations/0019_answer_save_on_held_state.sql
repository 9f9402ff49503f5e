-- A save in one round trip. A save judges its write by the response's row, its form's definition version and
-- type, its answers, its workflow as the rules read it and the caller's access, all read under the response's
-- lock. An instance that saved the response before holds all of them; with a digest of them (the write state)
-- and the answers version, it can judge the next save before it locks and send the lock and the write in one
-- statement, which writes only when the state and the version it finds under the lock are the ones the
-- instance judged by (src/server/answers/save-on-held-state.ts). Otherwise it writes nothing and the save
-- runs as before, lock first.
--
-- The write state leaves out the two columns of the response that a save itself writes, updated_at and
-- answers_version: the version is checked on its own, and no judgement reads when the response last changed.

-- The response locked FOR UPDATE, with what is read after the lock (each a statement of its own, so a
-- snapshot of its own that includes what the write before this one committed) and the digest of them.
CREATE FUNCTION lock_response_state(response_guid uuid, caller_subject text,
  OUT locked_response form_responses, OUT locked_definition_version bigint, OUT locked_form_type text,
  OUT locked_workflow json, OUT locked_caller json, OUT write_state text)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  found record;
BEGIN
  SELECT r AS response, d.definition_version, d.form_type INTO found
    FROM form_responses r JOIN form_definitions d ON d.guid = r.form_definition_guid
    WHERE r.guid = response_guid
    FOR UPDATE OF r;
  locked_response := found.response;
  locked_definition_version := found.definition_version;
  locked_form_type := found.form_type;
  IF caller_subject IS NOT NULL THEN
    SELECT caller_access(l) INTO locked_caller FROM login_accounts l WHERE l.subject = caller_subject;
  END IF;
  IF (locked_response).guid IS NULL THEN
    RETURN;
  END IF;
  IF (locked_response).workflow_guid IS NOT NULL THEN
    locked_workflow := response_workflow_of((locked_response).workflow_guid);
  END IF;
  -- A JSON array, so that no two different states give one text.
  write_state := encode(sha256(convert_to(json_build_array(
    to_jsonb(locked_response) - 'updated_at' - 'answers_version', locked_definition_version, locked_form_type,
    locked_workflow, locked_caller)::text, 'UTF8')), 'hex');
END $$;
--> statement-breakpoint
-- Migration 0018's lock, now also returning the write state it locked.
CREATE OR REPLACE FUNCTION lock_response_for_write(response_guid uuid, caller_subject text, known_answers_version bigint)
RETURNS json LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  held record;
  write json;
BEGIN
  SELECT * INTO held FROM lock_response_state(response_guid, caller_subject);
  IF (held.locked_response).guid IS NOT NULL THEN
    write := json_build_object(
      'locked', json_build_object('response', row_to_json(held.locked_response),
        'definitionVersion', held.locked_definition_version, 'formType', held.locked_form_type),
      'answersVersion', (held.locked_response).answers_version,
      'writer', pg_current_xact_id()::text::bigint,
      'answers', CASE WHEN (held.locked_response).answers_version = known_answers_version THEN NULL ELSE
        coalesce((SELECT json_agg(a) FROM answers a WHERE a.form_response_guid = response_guid), '[]'::json)
      END,
      'workflow', held.locked_workflow,
      'writeState', held.write_state);
  END IF;
  RETURN json_build_object('write', write, 'caller', held.locked_caller);
END $$;
--> statement-breakpoint
-- One answer stored with its history and the touch of its response and workflow, as the save's own statement
-- does (src/server/repositories/answers.ts), when the response's write state and answers version are still the
-- ones given. Returns the stored row and the version the transaction leaves; NULL, having written nothing,
-- when either differs or the response is gone.
CREATE FUNCTION save_answer_on_held_state(response_guid uuid, caller_subject text, held_answers_version bigint,
  held_write_state text, element_guid uuid, row_guid uuid, old_value jsonb, new_value jsonb, changed_by uuid,
  changed_at timestamptz, hidden boolean)
RETURNS json LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  held record;
  writer bigint;
  written json;
BEGIN
  SELECT * INTO held FROM lock_response_state(response_guid, caller_subject);
  IF held.write_state IS DISTINCT FROM held_write_state
    OR (held.locked_response).answers_version IS DISTINCT FROM held_answers_version THEN
    RETURN NULL;
  END IF;
  writer := pg_current_xact_id()::text::bigint;
  INSERT INTO answer_history (form_response_guid, form_element_guid, repeatable_group_guid, old_value, new_value,
      changed_by_login_account_guid, changed_at)
    VALUES (response_guid, element_guid, row_guid, old_value, new_value, changed_by, changed_at);
  -- The version set before the answer is written, so the answers trigger finds it set and leaves the row alone.
  UPDATE form_responses SET updated_at = now(), answers_version = writer WHERE guid = response_guid;
  IF (held.locked_response).workflow_guid IS NOT NULL THEN
    UPDATE workflow_instances w SET updated_at = now(),
      list_answers = CASE
        WHEN row_guid = '00000000-0000-0000-0000-000000000000' AND NOT hidden
          AND workflow_lists_question(w.workflow_definition_guid, element_guid)
        THEN jsonb_set(w.list_answers, array[element_guid::text], new_value)
        ELSE w.list_answers END
      WHERE w.guid = (held.locked_response).workflow_guid;
  END IF;
  INSERT INTO answers AS a (form_response_guid, form_element_guid, repeatable_group_guid, answer_value, is_hidden,
      updated_by_login_account_guid, updated_at)
    VALUES (response_guid, element_guid, row_guid, new_value, hidden, changed_by, changed_at)
    ON CONFLICT (form_response_guid, form_element_guid, repeatable_group_guid) DO UPDATE SET
      answer_value = excluded.answer_value, is_hidden = excluded.is_hidden,
      updated_by_login_account_guid = excluded.updated_by_login_account_guid, updated_at = excluded.updated_at
    RETURNING row_to_json(a) INTO written;
  RETURN json_build_object('row', written, 'writer', writer);
END $$;
