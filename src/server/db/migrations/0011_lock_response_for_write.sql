-- A write of a response's answers holds the response row and then reads its answers: one call instead of
-- two statements. The answers are read by a statement of their own, after the lock is held: in READ
-- COMMITTED each statement of a VOLATILE function takes a fresh snapshot, so they include whatever the
-- write that held the row before committed (one query reading both would see the answers as they were
-- before it waited for the lock).
CREATE FUNCTION lock_response_for_write(response_guid uuid) RETURNS json LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  locked json;
BEGIN
  SELECT json_build_object('response', row_to_json(r), 'definitionVersion', d.definition_version)
    INTO locked
    FROM form_responses r JOIN form_definitions d ON d.guid = r.form_definition_guid
    WHERE r.guid = response_guid
    FOR UPDATE OF r;
  IF locked IS NULL THEN
    RETURN NULL;
  END IF;
  RETURN json_build_object(
    'locked', locked,
    'answers', coalesce((SELECT json_agg(a) FROM answers a WHERE a.form_response_guid = response_guid), '[]'::json));
END $$;
