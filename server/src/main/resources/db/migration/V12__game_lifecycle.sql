-- A game's life (docs/api.md, "A game's life"): when the player to move got the turn, whether each player has
-- made a first move (until then an online game can be aborted and its clock does not run), and the moment the
-- rules next act on their own (a first move that does not come, a clock that runs out), so that one indexed
-- query finds the games to end even when nobody watches them.
ALTER TABLE games ADD COLUMN turn_since BIGINT;
ALTER TABLE games ADD COLUMN started BOOLEAN DEFAULT FALSE NOT NULL;
ALTER TABLE games ADD COLUMN deadline_at BIGINT;
UPDATE games SET turn_since = updated_at;
-- A game already under way when this migration runs counts as started: it is never aborted by the new rule.
UPDATE games SET started = TRUE WHERE moves <> '';
-- A running clock's end is the deadline of a game already under way (the sweeper ends it on time).
UPDATE games SET deadline_at = turn_started_at + LEAST(south_ms, north_ms)
    WHERE status = 'ACTIVE' AND turn_started_at IS NOT NULL;
CREATE INDEX games_by_deadline ON games (status, deadline_at);

-- Who is at the board: a row per game, seat and server while that server holds a connection of that seat's
-- player (connected), and after the last one closed (not connected: seen_at is when it closed). Each server
-- vouches for its connected rows every few seconds (seen_at); a connected row nobody has vouched for lately
-- belongs to a server that died, and its seat counts as gone since that last vouch.
CREATE TABLE seat_presence (
    game_id    VARCHAR(32) NOT NULL,
    seat       VARCHAR(8)  NOT NULL,
    server_id  VARCHAR(32) NOT NULL,
    connected  BOOLEAN     NOT NULL,
    seen_at    BIGINT      NOT NULL,
    PRIMARY KEY (game_id, seat, server_id)
);
CREATE INDEX seat_presence_by_server ON seat_presence (server_id, connected);
