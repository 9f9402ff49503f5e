-- The write's lock also reads what the response's access rule needs (the form's type beside the response
-- row), so a save checks the caller against the response it holds instead of reading it once more before
-- its transaction: one round trip for the lock, the access check's record and the answers. As before, the
-- answers are read by a statement of their own once the lock is held (see 0011).
CREATE OR REPLACE FUNCTION lock_response_for_write(response_guid uuid) RETURNS json LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  locked json;
BEGIN
  SELECT json_build_object('response', row_to_json(r), 'definitionVersion', d.definition_version,
      'formType', d.form_type)
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
