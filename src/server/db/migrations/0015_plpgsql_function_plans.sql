-- PostgreSQL (before 18) plans the body of a SQL-language function again on every call whenever it cannot
-- inline it, and these bodies hold subqueries, which it never inlines: caller_access runs for every call and
-- every save's lock, and workflow_list_entry_of and workflow_list_mentions_of for every change of a workflow
-- row, which every answer saved in a workflow makes. PL/pgSQL keeps a statement's plan for the life of the
-- connection, so the same queries, unchanged, move into PL/pgSQL bodies. Each is one aggregate or one
-- expression, so each returns exactly one row, as before.
CREATE OR REPLACE FUNCTION caller_access(l login_accounts) RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT json_build_object('account', row_to_json(l),
      'roles', coalesce((SELECT json_agg(json_build_array(r.org_guid, r.role)) FROM login_account_org_roles r
        WHERE r.login_account_guid = l.guid), '[]'::json),
      'mask', (SELECT m.mask FROM session_role_masks m WHERE m.login_account_guid = l.guid))
  );
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION workflow_list_answers_of(workflow uuid, definition uuid) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
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
  );
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION workflow_list_entry_of(w workflow_instances) RETURNS text
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
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
  );
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION workflow_list_mentions_of(w workflow_instances) RETURNS text
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT coalesce(string_agg(DISTINCT lower(q.c ->> 'guid') || '/' || lower(m[1]), ' '), '')
    FROM workflow_definitions d
    CROSS JOIN LATERAL jsonb_array_elements(d.questions_to_show) AS q(c)
    CROSS JOIN LATERAL regexp_matches(
      (w.list_answers -> lower(q.c ->> 'guid'))::text,
      '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}', 'g') AS m
    WHERE d.guid = w.workflow_definition_guid
      AND coalesce(q.c ->> 'metaCode', '') = ''
      AND coalesce(q.c ->> 'guid', '') <> ''
  );
END $$;
