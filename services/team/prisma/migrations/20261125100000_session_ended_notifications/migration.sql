-- A session that ends (signed out, revoked with the user's other sessions, or deleted with its user) is announced on
-- the channel "session_ended" with its token's hash, at commit, to every process that LISTENs: each team replica
-- passes it to the gateways that follow GET /internal/gateway-events, which drop the session from their caches at
-- once (docs/decisions/023). The database announces it, so no write path can be missed.
CREATE FUNCTION "notify_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('session_ended', OLD."tokenHash");
  ELSIF NEW."revokedAt" IS NOT NULL AND OLD."revokedAt" IS NULL THEN
    PERFORM pg_notify('session_ended', NEW."tokenHash");
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "notify_session_ended" AFTER UPDATE OF "revokedAt" OR DELETE ON "Session"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_ended"();
