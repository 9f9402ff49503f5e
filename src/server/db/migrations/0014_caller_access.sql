-- The caller query in one place: a login account with its roles and its 'Remove Roles or Groups' mask, as
-- JSON. Every call reads its caller through it (src/server/auth/caller.ts), and a save reads it with the
-- lock on its response (below), so the two can never read a caller differently.
CREATE FUNCTION caller_access(l login_accounts) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT json_build_object('account', row_to_json(l),
    'roles', coalesce((SELECT json_agg(json_build_array(r.org_guid, r.role)) FROM login_account_org_roles r
      WHERE r.login_account_guid = l.guid), '[]'::json),
    'mask', (SELECT m.mask FROM session_role_masks m WHERE m.login_account_guid = l.guid))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lock_response_for_write(response_guid uuid, caller_subject text) RETURNS json LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  locked json;
  caller json;
BEGIN
  locked := lock_response_for_write(response_guid);
  IF caller_subject IS NOT NULL THEN
    SELECT caller_access(l) INTO caller FROM login_accounts l WHERE l.subject = caller_subject;
  END IF;
  RETURN json_build_object('write', locked, 'caller', caller);
END $$;
