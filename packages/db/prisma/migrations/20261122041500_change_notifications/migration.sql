-- Change notifications for in-process caches (issue 7, docs/decisions/0701-bff-session-and-user-cache.md).
-- Every writer of "User" (the BFF at sign-up and OIDC sign-in, payments granting Premium or admin, account
-- deletion) and of "session" (sign-out, expiry pruning) notifies automatically, so a cache in any BFF instance
-- drops the row on the very next request. Payloads are ids only (NOTIFY payloads are limited to 8,000 bytes).

CREATE FUNCTION fj_notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('user_changed', OLD."id");
  RETURN NULL;
END $$;

CREATE TRIGGER "User_notify_changed"
  AFTER UPDATE OR DELETE ON "User"
  FOR EACH ROW EXECUTE FUNCTION fj_notify_user_changed();

-- Only a change of the session's content or its removal: extending "expire" (idle timeout) notifies nobody.
CREATE FUNCTION fj_notify_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changed', OLD."sid");
  RETURN NULL;
END $$;

CREATE TRIGGER "session_notify_changed"
  AFTER UPDATE OF "sess" OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION fj_notify_session_changed();
