-- Every committed change of a game announces itself to the servers sharing this database: NOTIFY kete_games
-- with the payload '<id> <version>'. PostgreSQL delivers it when the transaction commits, so a listener never
-- hears of a change it cannot read yet. Servers LISTEN on it (Live.java) and read the row themselves, so the
-- payload stays far below NOTIFY's 8000-byte limit whatever the game holds.
CREATE OR REPLACE FUNCTION kete_games_notify() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('kete_games', NEW.id || ' ' || NEW.version);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS kete_games_notify ON games;
CREATE TRIGGER kete_games_notify AFTER INSERT OR UPDATE ON games
    FOR EACH ROW EXECUTE FUNCTION kete_games_notify();
