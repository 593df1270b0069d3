-- Every change to a player's own rows (training logs, viewed laws, law assignments) is announced on the channel
-- "player_rows" with the player's id, at commit, to every process that LISTENs: caches of a player's day
-- (services/kit/src/notified-cache.ts, docs/decisions/016) forget that player. The database announces it, so no write
-- path can be missed and every replica hears it. PostgreSQL sends one notification per player and transaction.
CREATE FUNCTION "notify_player_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('player_rows', OLD."playerId");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('player_rows', NEW."playerId");
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "notify_player_rows" AFTER INSERT OR UPDATE OR DELETE ON "TrainingLog"
  FOR EACH ROW EXECUTE FUNCTION "notify_player_rows"();
CREATE TRIGGER "notify_player_rows" AFTER INSERT OR UPDATE OR DELETE ON "ViewedLaw"
  FOR EACH ROW EXECUTE FUNCTION "notify_player_rows"();
CREATE TRIGGER "notify_player_rows" AFTER INSERT OR UPDATE OR DELETE ON "LawAssignment"
  FOR EACH ROW EXECUTE FUNCTION "notify_player_rows"();

-- Emptying a table (tests, maintenance) concerns every player: '*'.
CREATE FUNCTION "notify_all_player_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('player_rows', '*');
  RETURN NULL;
END $$;
CREATE TRIGGER "notify_all_player_rows" AFTER TRUNCATE ON "TrainingLog"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_player_rows"();
CREATE TRIGGER "notify_all_player_rows" AFTER TRUNCATE ON "ViewedLaw"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_player_rows"();
CREATE TRIGGER "notify_all_player_rows" AFTER TRUNCATE ON "LawAssignment"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_player_rows"();
