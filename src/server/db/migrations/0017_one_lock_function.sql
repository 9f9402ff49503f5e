-- A save's lock in one function body. The lock with the caller called the lock without it, which called
-- response_workflow_of even for a response outside any workflow. Timed with pgbench (32 clients, each
-- locking a response of its own in a transaction of its own) on tables not yet analyzed, as a new database's
-- are and PGlite's always are (it runs no autovacuum), the call with a NULL workflow took a third of the
-- statement's time: 4,800 locks/s with it, 7,900 without (after ANALYZE, a few per cent). The body below
-- reads the same rows in the same order (the lock, then the answers and the workflow, then the caller) and
-- returns the same JSON.
CREATE OR REPLACE FUNCTION lock_response_for_write(response_guid uuid, caller_subject text) RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  locked json;
  workflow uuid;
  write json;
  caller json;
BEGIN
  SELECT json_build_object('response', row_to_json(r), 'definitionVersion', d.definition_version,
      'formType', d.form_type), r.workflow_guid
    INTO locked, workflow
    FROM form_responses r JOIN form_definitions d ON d.guid = r.form_definition_guid
    WHERE r.guid = response_guid
    FOR UPDATE OF r;
  -- Read after the lock is held (a statement of its own, so a snapshot of its own): the answers include
  -- what the write before this one committed.
  IF locked IS NOT NULL THEN
    write := json_build_object(
      'locked', locked,
      'answers', coalesce((SELECT json_agg(a) FROM answers a WHERE a.form_response_guid = response_guid),
        '[]'::json),
      'workflow', CASE WHEN workflow IS NULL THEN NULL ELSE response_workflow_of(workflow) END);
  END IF;
  IF caller_subject IS NOT NULL THEN
    SELECT caller_access(l) INTO caller FROM login_accounts l WHERE l.subject = caller_subject;
  END IF;
  RETURN json_build_object('write', write, 'caller', caller);
END $$;
--> statement-breakpoint
DROP FUNCTION lock_response_for_write(uuid);
