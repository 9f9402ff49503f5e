-- A save also reads its caller with the lock: the signed-in person's account, roles and 'Remove Roles or
-- Groups' mask, found by the verified token's subject, the same as the caller query every other call runs
-- (src/server/auth/caller.ts). The save then needs no statement and no round trip of its own for who is
-- calling, and the access check runs on what this statement read. The account row is only read, never
-- locked, so signing in (which may claim or update the account) never waits for a save. A null subject
-- (the caller was already resolved) reads no caller.
CREATE FUNCTION lock_response_for_write(response_guid uuid, caller_subject text) RETURNS json LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  locked json;
  caller json;
BEGIN
  locked := lock_response_for_write(response_guid);
  IF caller_subject IS NOT NULL THEN
    SELECT json_build_object('account', row_to_json(l),
        'roles', coalesce((SELECT json_agg(json_build_array(r.org_guid, r.role)) FROM login_account_org_roles r
          WHERE r.login_account_guid = l.guid), '[]'::json),
        'mask', (SELECT m.mask FROM session_role_masks m WHERE m.login_account_guid = l.guid))
      INTO caller
      FROM login_accounts l WHERE l.subject = caller_subject;
  END IF;
  RETURN json_build_object('write', locked, 'caller', caller);
END $$;
