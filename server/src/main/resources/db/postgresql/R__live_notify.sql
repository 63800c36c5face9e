-- Every committed change of a game is announced to the servers sharing this database with NOTIFY kete_games
-- '<id> <version>'. Earlier versions sent it from a trigger on games, inside each change's transaction; but
-- PostgreSQL lets one committing transaction that has notified at a time through (it holds a lock on the
-- notification queue until its commit is flushed to disk), so every move of every server waited in one line.
-- The servers now announce their changes themselves after the commit, many in one statement (Live.announce),
-- and the trigger is dropped.
DROP TRIGGER IF EXISTS kete_games_notify ON games;
DROP FUNCTION IF EXISTS kete_games_notify();
