-- What a save reads of the response's workflow, read with the lock on the response: the workflow's status,
-- archive, entity and creator, its definition's statuses, time frames and all-access groups, and the status
-- of the latest response of each of its forms. The rules and the access rules read these, and reading them
-- in statements of their own cost two round trips under the lock, with the workflow's and definition's whole
-- rows (the list's kept JSON among them) sent to be thrown away. The keys are those of ResponseWorkflow
-- (src/server/workflows/response-workflow.ts); NULL outside workflows.
CREATE FUNCTION response_workflow_of(workflow uuid) RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT json_build_object(
      'guid', w.guid,
      'status', w.status,
      'archivedAt', w.archived_at,
      'statusList', d.status_list,
      'timeFrames', d.time_frames,
      'groupsWithAllAccess', d.groups_with_all_access,
      'entityGuid', w.entity_guid,
      'createdByLoginAccountGuid', w.created_by_login_account_guid,
      'workflowDefinitionGuid', d.guid,
      -- The most recently changed response of a form speaks for it.
      'formStatuses', (
        SELECT coalesce(json_object_agg(latest.form, latest.status), '{}'::json)
        FROM (
          SELECT DISTINCT ON (r.form_definition_guid) r.form_definition_guid AS form, r.status
          FROM form_responses r
          WHERE r.workflow_guid = w.guid
          ORDER BY r.form_definition_guid, r.updated_at DESC, r.guid
        ) latest))
    FROM workflow_instances w
    JOIN workflow_definitions d ON d.guid = w.workflow_definition_guid
    WHERE w.guid = workflow
  );
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lock_response_for_write(response_guid uuid) RETURNS json LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  locked json;
  workflow uuid;
BEGIN
  SELECT json_build_object('response', row_to_json(r), 'definitionVersion', d.definition_version,
      'formType', d.form_type), r.workflow_guid
    INTO locked, workflow
    FROM form_responses r JOIN form_definitions d ON d.guid = r.form_definition_guid
    WHERE r.guid = response_guid
    FOR UPDATE OF r;
  IF locked IS NULL THEN
    RETURN NULL;
  END IF;
  RETURN json_build_object(
    'locked', locked,
    'answers', coalesce((SELECT json_agg(a) FROM answers a WHERE a.form_response_guid = response_guid), '[]'::json),
    'workflow', response_workflow_of(workflow));
END $$;
--> statement-breakpoint
-- Whether the workflow list of a definition shows the question as a column: the test of the answers trigger
-- below and of a save's touch of its workflow (src/server/repositories/answers.ts), which must agree.
CREATE FUNCTION workflow_lists_question(definition uuid, element uuid) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (
    SELECT 1
    FROM workflow_definitions d
    CROSS JOIN jsonb_array_elements(d.questions_to_show) c
    WHERE d.guid = definition AND lower(c ->> 'guid') = element::text);
END $$;
--> statement-breakpoint
-- A save of a list column's answer copies it to its workflow's list answers in the statement that touches the
-- workflow, so the workflow row is written, and its list entry rebuilt, once. The trigger then still reads
-- the latest answer, as before, but writes the row only when the list does not already hold it (an answer of
-- another response of the workflow changed later, a hidden answer, a removal, a write by anything else).
CREATE OR REPLACE FUNCTION workflow_list_answer_refresh(workflow uuid, element uuid) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  latest jsonb;
  shown jsonb;
BEGIN
  SELECT list_answers -> element::text INTO shown FROM workflow_instances WHERE guid = workflow FOR UPDATE;
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
  IF latest IS NOT DISTINCT FROM shown THEN
    RETURN;
  END IF;
  UPDATE workflow_instances
  SET list_answers = CASE
    WHEN latest IS NULL THEN list_answers - element::text
    ELSE jsonb_set(list_answers, ARRAY[element::text], latest)
  END
  WHERE guid = workflow;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION answers_workflow_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed answers;
  workflow uuid;
  definition uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := OLD;
  ELSE
    changed := NEW;
  END IF;
  IF changed.repeatable_group_guid <> '00000000-0000-0000-0000-000000000000' THEN
    RETURN NULL;
  END IF;
  SELECT w.guid, w.workflow_definition_guid INTO workflow, definition
    FROM form_responses r JOIN workflow_instances w ON w.guid = r.workflow_guid
    WHERE r.guid = changed.form_response_guid;
  IF workflow IS NULL OR NOT workflow_lists_question(definition, changed.form_element_guid) THEN
    RETURN NULL;
  END IF;
  PERFORM workflow_list_answer_refresh(workflow, changed.form_element_guid);
  RETURN NULL;
END $$;
